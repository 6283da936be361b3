import { DEFAULT_FIRST, type PlatformCode } from '@comptoir/domain';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, webhookEvents, type WebhookEventStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE, type Page } from '../../lib/pagination';
import { cartsInScope } from '../tenancy/scope';
import { describeWebhookObject } from './webhook-object';

export type WebhookStatusNode = {
  id: number;
  platform: PlatformCode;
  event: string;
  object: string;
  objectId: string | null;
  status: WebhookEventStatus;
  error: string | null;
  body: string;
  createdAt: Date;
  processedAt: Date | null;
};

export type ListWebhookStatusesArgs = { first?: number | null; after?: string | null };

const CURSOR = /^webhook:(\d{1,10})$/;

function encodeCursor(id: number): string {
  return Buffer.from(`webhook:${id}`).toString('base64url');
}

function decodeCursor(value: string): number {
  const id = Number(CURSOR.exec(Buffer.from(value, 'base64url').toString('utf8'))?.[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
  return id;
}

function readFirst(first: number | null | undefined): number {
  const size = first ?? DEFAULT_FIRST.webhooks;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

/**
 * SPEC §7 webhookStatuses: the platform webhooks Comptoir received, newest first. Webhooks are stored before anyone
 * knows whose they are; one belongs to a company once intake wrote the order it carries (its cart). Administrators
 * see every webhook; everyone else those whose order is in their scope — a webhook that produced no order yet
 * (pending, failed, ignored) is not attributed to anyone, so only administrators see it.
 */
export async function listWebhookStatuses(context: SignedInContext, args: ListWebhookStatusesArgs): Promise<Page<WebhookStatusNode>> {
  const first = readFirst(args.first);
  const after = args.after ? decodeCursor(args.after) : null;
  const scope = context.viewer.scope === 'all' ? undefined : cartsInScope(context.viewer);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ event: webhookEvents, cartPlatformId: carts.platformId })
      .from(webhookEvents)
      .leftJoin(carts, eq(carts.id, webhookEvents.cartId))
      .where(and(scope, after === null ? undefined : lt(webhookEvents.id, after)))
      .orderBy(desc(webhookEvents.id))
      .limit(first + 1),
    context.db.select({ value: count() }).from(webhookEvents).leftJoin(carts, eq(carts.id, webhookEvents.cartId)).where(scope),
  ]);
  const edges = rows.slice(0, first).map(({ event, cartPlatformId }) => ({
    cursor: encodeCursor(event.id),
    node: {
      id: event.id,
      platform: event.platform,
      event: event.eventType,
      ...describeWebhookObject({ platform: event.platform, headers: event.headers, body: event.body, cartPlatformId }),
      status: event.status,
      error: event.lastError,
      body: event.body,
      createdAt: event.receivedAt,
      processedAt: event.processedAt,
    },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: Number(total?.value ?? 0),
  };
}
