import type { CartRow, WebhookEventStatus } from '../../db/schema';
import type { PlatformAdapter, WebhookEnvelope } from '../../platforms/adapter';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { adapterFor } from '../../platforms/registry';
import type { Db } from '../../db/client';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../../platforms/review-export';
import { recordPlatformReview } from '../reviews/record-platform-review';
import { recordPlatformRefund, recordRefundAnswer } from '../disputes/record-platform-refund';
import type { WebhookEventRow } from './webhook-event-row';
import { applyPlatformUpdate, countClientOrders, findCart, findRestaurantForStore, writeOrder, type CartWriteResult } from './write-cart';

/** A failure retrying cannot cure (unknown store, unreadable payload): the event is marked failed at once. */
export class PermanentIntakeError extends Error {}

export type ProcessDeps = { db: Db; client: PlatformClient };

export type ProcessOutcome = { status: Extract<WebhookEventStatus, 'processed' | 'ignored'>; cart: CartRow | null; created: boolean; changed: boolean };

const IGNORED: ProcessOutcome = { status: 'ignored', cart: null, created: false, changed: false };

function permanently<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new PermanentIntakeError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Turns one stored webhook into a cart write; the caller marks the event and calls the hooks. */
export async function processWebhookEvent(deps: ProcessDeps, event: WebhookEventRow): Promise<ProcessOutcome> {
  const adapter = adapterFor(event.platform);
  if (!adapter) throw new PermanentIntakeError(`No adapter for ${event.platform}`);
  const envelope =
    adapter.slug === null
      ? ownChannelEnvelope(event)
      : permanently('Unreadable webhook', () => adapter.parseWebhook({ headers: new Headers(event.headers), rawBody: event.body }));
  if (envelope.kind === 'ignored') return IGNORED;
  if (envelope.kind === 'review') return receiveReview(deps.db, envelope);
  if (envelope.kind === 'refund' || envelope.kind === 'refund.answer') return receiveRefundEvent(deps.db, adapter, envelope);
  if (envelope.kind === 'order.placed') return { status: 'processed', ...(await receiveOrder(deps, adapter, envelope, event.eventType)) };
  if (!envelope.platformOrderId) throw new PermanentIntakeError(`The ${envelope.eventType} event names no order`);
  let cart = await findCart(deps.db, adapter.code, envelope.platformOrderId);
  let created = false;
  if (!cart) {
    // A status event overtook the order: write the order from the event (or the platform), then apply the event.
    if (!envelope.order && !adapter.fetchOrderCall) throw new Error(`Order ${envelope.platformOrderId} has not been received yet`);
    const received = await receiveOrder(deps, adapter, envelope, event.eventType);
    ({ cart, created } = received);
  }
  const update = { ...(envelope.status ? { status: envelope.status } : {}), ...(envelope.courier !== undefined ? { courier: envelope.courier } : {}) };
  const applied = await applyPlatformUpdate(deps.db, cart.id, update, event.eventType);
  return { status: 'processed', cart: applied.cart, created, changed: created || applied.changed };
}

// Comptoir's own channel (Click N Collect) sends no webhook: what storeTrustedWebhook stored is the order (or the
// review) itself.
function ownChannelEnvelope(event: WebhookEventRow): WebhookEnvelope {
  if (event.eventType === REVIEW_EVENT_TYPE) {
    return permanently('Unreadable review', () => reviewEnvelope(event.platform, event.eventType, JSON.parse(event.body), event.eventId));
  }
  const order = permanently('Unreadable order', () => JSON.parse(event.body) as unknown);
  return { eventId: event.eventId, eventType: event.eventType, kind: 'order.placed', platformOrderId: null, storeId: null, order };
}

async function receiveReview(db: Db, envelope: WebhookEnvelope): Promise<ProcessOutcome> {
  if (!envelope.review) throw new PermanentIntakeError(`The ${envelope.eventType} event carries no review`);
  const recorded = await recordPlatformReview(db, envelope.review);
  if (recorded === 'unknownStore') throw new PermanentIntakeError(`Unknown store: no ${envelope.review.platform} restaurant has platform store id "${envelope.review.storeId}"`);
  return { status: 'processed', cart: null, created: false, changed: false };
}

// A refund opens a dispute, a refund answer closes one; neither changes the order itself.
async function receiveRefundEvent(db: Db, adapter: PlatformAdapter, envelope: WebhookEnvelope): Promise<ProcessOutcome> {
  const recorded = envelope.refund
    ? await recordPlatformRefund(db, adapter.code, envelope.storeId, envelope.refund)
    : envelope.refundAnswer
      ? await recordRefundAnswer(db, adapter.code, envelope.refundAnswer)
      : null;
  if (!recorded) throw new PermanentIntakeError(`The ${envelope.eventType} event carries no refund`);
  if (recorded.outcome === 'unknownStore') throw new PermanentIntakeError(`Unknown store: no ${adapter.code} restaurant has platform store id "${envelope.storeId ?? ''}"`);
  if (recorded.outcome === 'unknownDispute') throw new PermanentIntakeError(`No ${adapter.code} dispute for refund "${envelope.refundAnswer?.platformRefundId ?? ''}"`);
  return { status: 'processed', cart: null, created: false, changed: false };
}

async function receiveOrder(deps: ProcessDeps, adapter: PlatformAdapter, envelope: WebhookEnvelope, eventType: string): Promise<CartWriteResult> {
  const payload = envelope.order ?? (await fetchOrder(deps.client, adapter, envelope));
  const order = permanently('Unreadable order', () => adapter.normalizeOrder(payload));
  const restaurant = await findRestaurantForStore(deps.db, adapter.code, order.storeId);
  if (!restaurant) throw new PermanentIntakeError(`Unknown store: no ${adapter.code} restaurant has platform store id "${order.storeId}"`);
  const orderCount = await countClientOrders(deps.db, restaurant.id, order.client?.platformId);
  return writeOrder(deps.db, order, restaurant, orderCount, eventType);
}

async function fetchOrder(client: PlatformClient, adapter: PlatformAdapter, envelope: WebhookEnvelope): Promise<unknown> {
  if (!adapter.fetchOrderCall || !envelope.platformOrderId) throw new PermanentIntakeError(`The ${envelope.eventType} event carries no order and names none to fetch`);
  const response = await client.request(adapter.code, adapter.fetchOrderCall({ platformOrderId: envelope.platformOrderId, storeId: envelope.storeId ?? '' }));
  if (response.status === 429 || response.status >= 500) throw new Error(`Fetching order ${envelope.platformOrderId} answered ${response.status}`);
  if (response.status >= 300) throw new PermanentIntakeError(`Fetching order ${envelope.platformOrderId} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return permanently('Unreadable order', () => JSON.parse(response.text) as unknown);
}
