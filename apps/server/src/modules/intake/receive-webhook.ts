import { createHash } from 'node:crypto';
import type { PlatformCode } from '@comptoir/domain';
import type { Db } from '../../db/client';
import type { WebhookEventStatus } from '../../db/schema';
import { jsonResponse } from '../../http/responses';
import type { WebhookEnvelope } from '../../platforms/adapter';
import type { PlatformConnections } from '../../platforms/platform-config';
import { adapterForSlug } from '../../platforms/registry';
import {
  claimGetRestoStore,
  findGetRestoApplication,
  isStoreOfApplication,
  pushSecrets,
} from './get-resto-application';
import { insertWebhookEvents, type NewWebhookEvent, type WebhookEventBatcher } from './webhook-event-batcher';

export const WEBHOOK_PATH_PREFIX = '/webhooks/';
const MAX_WEBHOOK_BYTES = 1024 * 1024;

// Credentials a platform sends (Glovo's token, Just Eat's key) are not kept with the stored event.
const UNSTORED_HEADERS = new Set(['authorization', 'cookie', 'x-flyt-api-key']);

export type ReceiveWebhookDeps = {
  db: Db;
  platforms: PlatformConnections;
  /** The app's: stores the webhooks that arrive together in one statement. */
  webhookEvents: WebhookEventBatcher;
  onStored?: () => void;
};

/**
 * `POST /webhooks/{slug}`: verify, store (unique on platform + event id, with the webhooks that arrive together) and
 * only then acknowledge, so a platform never hears "received" for an event that is not safely written; processing
 * happens in the intake worker.
 */
export async function receiveWebhook(deps: ReceiveWebhookDeps, request: Request, slug: string): Promise<Response> {
  // Only POST exists here; anything else is as unknown as a slug no platform uses.
  const adapter = request.method === 'POST' ? adapterForSlug(slug) : null;
  if (!adapter) return jsonResponse(404, { error: 'Not found' });
  const rawBody = await readLimitedBody(request);
  if (rawBody === null) return jsonResponse(413, { error: 'Payload too large' });
  const webhook = { headers: request.headers, rawBody };
  const application =
    adapter.code === 'PLATFORM_GET_RESTO' ? await findGetRestoApplication(deps.db, request.headers) : undefined;
  const secrets = pushSecrets(application, deps.platforms[adapter.code].webhookSecret);
  if (!secrets.some((secret) => secret !== '' && adapter.verifyWebhook(webhook, secret)))
    return jsonResponse(401, { error: 'Invalid signature' });

  let envelope: WebhookEnvelope;
  try {
    envelope = adapter.parseWebhook(webhook);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Kept (as failed) so an operator can see what the platform sent; keyed on the body so a retry is not stored twice.
    await deps.webhookEvents.store(
      eventRow(adapter.code, request.headers, rawBody, {
        eventId: `unreadable:${createHash('sha256').update(rawBody).digest('hex')}`,
        eventType: 'unreadable',
        status: 'failed',
        lastError: message,
      }),
    );
    return jsonResponse(400, { error: `Unreadable webhook: ${message}` });
  }
  if (application && (!envelope.storeId || !(await isStoreOfApplication(deps.db, application.id, envelope.storeId)))) {
    return jsonResponse(403, { error: 'This application may not push orders to that store' });
  }
  const fields: EventFields = {
    eventId: storedEventId(adapter.code, envelope),
    eventType: envelope.eventType,
    status: 'pending',
    lastError: null,
  };
  const claim =
    application && envelope.kind === 'order.placed' && envelope.storeId
      ? { applicationId: application.id, storeId: envelope.storeId }
      : null;
  const row = eventRow(adapter.code, request.headers, rawBody, fields);
  // An application's new order makes the store its own (its callbacks go there), in the transaction that stores the
  // order, so a push that is not stored (a duplicate, a failure) changes no store. That transaction stores its one
  // event itself, outside the batches.
  const stored = claim
    ? await deps.db.transaction(async (tx) => {
        const isNew = (await insertWebhookEvents(tx, [row])).length > 0;
        if (isNew) await claimGetRestoStore(tx, claim.applicationId, claim.storeId);
        return isNew;
      })
    : await deps.webhookEvents.store(row);
  if (stored) deps.onStored?.();
  const answer = adapter.webhookAnswer?.(envelope) ?? { status: 200 };
  return answer.body === undefined
    ? new Response(null, { status: answer.status })
    : jsonResponse(answer.status, answer.body);
}

/**
 * GET RESTO event ids are chosen by whoever pushes (several applications), so they are only unique within a store:
 * one sender reusing another's event id must not make Comptoir drop that event as a duplicate
 * (docs/security.md#tenants). The other platforms sign their events themselves and their ids are theirs alone.
 */
function storedEventId(platform: PlatformCode, envelope: WebhookEnvelope): string {
  return platform === 'PLATFORM_GET_RESTO' ? `${envelope.storeId ?? ''}/${envelope.eventId}` : envelope.eventId;
}

/**
 * An order from Comptoir's own channel (Click N Collect): no signature to check, but it takes the same stored,
 * idempotent path as a platform's webhook, parsed later by the platform's adapter.
 */
export async function storeTrustedWebhook(
  deps: Pick<ReceiveWebhookDeps, 'webhookEvents' | 'onStored'>,
  platform: PlatformCode,
  eventId: string,
  eventType: string,
  payload: unknown,
): Promise<boolean> {
  const stored = await deps.webhookEvents.store(
    eventRow(platform, new Headers({ 'content-type': 'application/json' }), JSON.stringify(payload), {
      eventId,
      eventType,
      status: 'pending',
      lastError: null,
    }),
  );
  if (stored) deps.onStored?.();
  return stored;
}

type EventFields = { eventId: string; eventType: string; status: WebhookEventStatus; lastError: string | null };

function eventRow(platform: PlatformCode, headers: Headers, body: string, fields: EventFields): NewWebhookEvent {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name)) kept[name] = value;
  });
  // The application's clock (millisecond precision), the one the worker's due times are computed with.
  return { platform, headers: kept, body, receivedAt: new Date(), ...fields };
}

/** The body as text, or null once it passes the limit (checked on the declared length and on what arrives). */
async function readLimitedBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_WEBHOOK_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
