import { DEFAULT_FIRST, type PlatformCode } from '@comptoir/domain';
import { and, count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, webhookEvents, type WebhookEventStatus } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { cartsInScope } from '../tenancy';
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

// Newest first by id, the order webhooks arrived in (docs/architecture.md#pagination).
const WEBHOOK_KEYSET: Keyset = {
  list: 'webhook',
  direction: 'desc',
  columns: [{ column: webhookEvents.id, part: 'id' }],
};

/**
 * webhookStatuses (docs/api.md#paging): the platform webhooks Comptoir received, newest first. Webhooks are stored
 * before anyone knows whose they are; one belongs to a company once intake wrote the order it carries (its cart).
 * Administrators see every webhook; everyone else those whose order is in their scope — a webhook that produced no
 * order yet (pending, failed, ignored) is not attributed to anyone, so only administrators see it.
 */
export async function listWebhookStatuses(
  context: SignedInContext,
  args: ListWebhookStatusesArgs,
): Promise<Page<WebhookStatusNode>> {
  const request = readPageRequest(WEBHOOK_KEYSET, args, DEFAULT_FIRST.webhooks);
  const scope = context.viewer.scope === 'all' ? undefined : cartsInScope(context.viewer);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ event: webhookEvents, cartPlatformId: carts.platformId, cursorKey: keysetKey(WEBHOOK_KEYSET) })
      .from(webhookEvents)
      .leftJoin(carts, eq(carts.id, webhookEvents.cartId))
      .where(and(scope, keysetAfter(WEBHOOK_KEYSET, request)))
      .orderBy(...keysetOrder(WEBHOOK_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ value: count() })
      .from(webhookEvents)
      .leftJoin(carts, eq(carts.id, webhookEvents.cartId))
      .where(scope),
  ]);
  return toConnection(WEBHOOK_KEYSET, request, rows, Number(total?.value ?? 0), ({ event, cartPlatformId }) => ({
    id: event.id,
    platform: event.platform,
    event: event.eventType,
    ...describeWebhookObject({ platform: event.platform, headers: event.headers, body: event.body, cartPlatformId }),
    status: event.status,
    error: event.lastError,
    body: event.body,
    createdAt: event.receivedAt,
    processedAt: event.processedAt,
  }));
}
