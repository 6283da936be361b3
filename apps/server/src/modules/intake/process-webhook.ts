import { eq } from 'drizzle-orm';
import { webhookEvents, type CartRow, type WebhookEventStatus } from '../../db/schema';
import type { PlatformAdapter, WebhookEnvelope } from '../../platforms/adapter';
import type { NormalizedOrder } from '../../platforms/normalized-order';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { adapterFor } from '../../platforms/registry';
import type { Db } from '../../db/client';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../../platforms/review-export';
import { recordPlatformReview } from '../reviews';
import { recordPlatformRefund, recordRefundAnswer } from '../disputes';
import { orderChangeKinds, queueOrderWebhook } from '../applications';
import { applyStoreStatus, storeStatusOfEvent } from '../platform-status';
import { readUberStoreLink, writeUberStoreLink } from '../uber-eats-connection';
import { logger } from '../../lib/logger';
import type { IntakeHooks } from './hooks';
import type { WebhookEventRow } from './webhook-event-row';
import {
  applyPlatformUpdate,
  countClientOrders,
  findOrderCarts,
  findRestaurantForStore,
  writeOrder,
  type IntakeRestaurant,
  type PlatformUpdate,
} from './write-cart';

/** A failure retrying cannot cure (unknown store, unreadable payload): the event is marked failed at once. */
export class PermanentIntakeError extends Error {}

export type ProcessDeps = { db: Db; client: PlatformClient; hooks: IntakeHooks };

export type ProcessOutcome = {
  status: Extract<WebhookEventStatus, 'processed' | 'ignored'>;
  cart: CartRow | null;
  created: boolean;
  changed: boolean;
  /** Platform calls were queued with the change (auto-accept): the outbound worker may be woken. */
  queuedCalls: boolean;
};

const NOTHING_WRITTEN = { cart: null, created: false, changed: false, queuedCalls: false } as const;

/** An order read and placed in its restaurant, ready to be written: everything that needs I/O is done. */
type PreparedOrder = { order: NormalizedOrder; restaurant: IntakeRestaurant; orderCount: number };

function permanently<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new PermanentIntakeError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An event's writes, all I/O done: run in a transaction of their own, or in a savepoint of a batch's. */
export type EventWriter = (db: Db) => Promise<ProcessOutcome>;

/**
 * Turns one stored webhook into its writes. It first reads what the event needs — the order fetched from its platform
 * when the event carries ids only, an Uber store's link, the restaurant — so no transaction is held open over a
 * platform's answer (docs/architecture.md#intake). Whatever the event then changes — the cart, the automatic actions
 * and their platform calls and print job (the hooks), and the event's own `processed` mark — the writer commits in one
 * transaction, so a crash leaves either all of it or none, and a retry does the rest exactly once
 * (docs/architecture.md#outbox).
 */
export async function prepareWebhookEvent(deps: ProcessDeps, event: WebhookEventRow): Promise<EventWriter> {
  const adapter = adapterFor(event.platform);
  if (!adapter) throw new PermanentIntakeError(`No adapter for ${event.platform}`);
  const envelope =
    adapter.slug === null
      ? ownChannelEnvelope(event)
      : permanently('Unreadable webhook', () =>
          adapter.parseWebhook({ headers: new Headers(event.headers), rawBody: event.body }),
        );
  if (envelope.kind === 'ignored') return (db) => markIgnored(db, event);
  if (envelope.kind === 'review') return (db) => receiveReview(db, event, envelope);
  if (envelope.kind === 'store.link') return prepareStoreLink(deps, event, envelope);
  if (envelope.kind === 'store.status') return prepareStoreStatus(deps, event, adapter, envelope);
  if (envelope.kind === 'refund' || envelope.kind === 'refund.answer')
    return (db) => receiveRefundEvent(db, event, adapter, envelope);
  if (envelope.kind === 'order.placed') {
    const prepared = await prepareOrder(deps, adapter, envelope);
    return (db) => writeEvent(db, deps.hooks, event, prepared, null, {});
  }
  if (!envelope.platformOrderId) throw new PermanentIntakeError(`The ${envelope.eventType} event names no order`);
  const cart = await findEventCart(deps.db, adapter, envelope, envelope.platformOrderId);
  const update: PlatformUpdate = {
    ...(envelope.status ? { status: envelope.status } : {}),
    ...(envelope.courier !== undefined ? { courier: envelope.courier } : {}),
  };
  if (cart) return (db) => writeEvent(db, deps.hooks, event, null, cart, update);
  // A status event overtook the order: write the order from the event (or the platform), then apply the event.
  if (!envelope.order && !adapter.fetchOrderCall)
    throw new Error(`Order ${envelope.platformOrderId} has not been received yet`);
  const prepared = await prepareOrder(deps, adapter, envelope);
  return (db) => writeEvent(db, deps.hooks, event, prepared, null, update);
}

async function markIgnored(db: Db, event: WebhookEventRow): Promise<ProcessOutcome> {
  await markEvent(db, event.id, 'ignored', null);
  return { status: 'ignored', ...NOTHING_WRITTEN };
}

/**
 * The stored order an event is about: in the store the event names, so that an event can never reach another store's
 * order with the same id (docs/security.md#tenants). Only a platform-signed event may omit its store, and then the id
 * must name one order alone.
 */
async function findEventCart(
  db: Db,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
  platformOrderId: string,
): Promise<CartRow | null> {
  let restaurantId: number | null = null;
  if (envelope.storeId) {
    const restaurant = await findRestaurantForStore(db, adapter.code, envelope.storeId);
    if (!restaurant) throw unknownStore(adapter, envelope.storeId);
    restaurantId = restaurant.id;
  }
  const found = await findOrderCarts(db, adapter.code, restaurantId, platformOrderId);
  if (found.length > 1)
    throw new PermanentIntakeError(
      `The ${envelope.eventType} event names no store and order ${platformOrderId} exists in several`,
    );
  return found[0] ?? null;
}

async function writeEvent(
  db: Db,
  hooks: IntakeHooks,
  event: WebhookEventRow,
  prepared: PreparedOrder | null,
  stored: CartRow | null,
  update: PlatformUpdate,
): Promise<ProcessOutcome> {
  return db.transaction(async (tx) => {
    let cart = stored;
    let created = false;
    let changed = false;
    if (prepared)
      ({ cart, created, changed } = await writeOrder(
        tx,
        prepared.order,
        prepared.restaurant,
        prepared.orderCount,
        event.eventType,
      ));
    if (!cart) throw new Error(`Event ${event.id} has no order to apply to`);
    if (update.status !== undefined || update.courier !== undefined) {
      const applied = await applyPlatformUpdate(tx, cart.id, update, event.eventType);
      cart = applied.cart;
      changed ||= applied.changed;
    }
    // After the event's own update: an order whose first news is its cancellation is never accepted.
    let queuedCalls = false;
    if (created) ({ cart, queuedCalls } = await hooks.onCartCreated(tx, cart));
    // The applications hear of the order as it stands once the event is applied (an auto-accept included).
    if (created) await queueOrderWebhook(tx, cart, { created, previousStatus: null, changed: [] });
    else if (changed)
      await queueOrderWebhook(tx, cart, {
        created,
        previousStatus: stored?.status ?? null,
        changed: stored ? orderChangeKinds(stored, cart) : ['status'],
      });
    await markEvent(tx, event.id, 'processed', cart.id);
    return { status: 'processed' as const, cart, created, changed, queuedCalls };
  });
}

async function markEvent(
  db: Db,
  eventId: number,
  status: ProcessOutcome['status'],
  cartId: number | null,
): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ status, cartId, lastError: null, processedAt: new Date() })
    .where(eq(webhookEvents.id, eventId));
}

// Comptoir's own channel (Click N Collect) sends no webhook: what storeTrustedWebhook stored is the order (or the
// review) itself.
function ownChannelEnvelope(event: WebhookEventRow): WebhookEnvelope {
  if (event.eventType === REVIEW_EVENT_TYPE) {
    return permanently('Unreadable review', () =>
      reviewEnvelope(event.platform, event.eventType, JSON.parse(event.body), event.eventId),
    );
  }
  const order = permanently('Unreadable order', () => JSON.parse(event.body) as unknown);
  return {
    eventId: event.eventId,
    eventType: event.eventType,
    kind: 'order.placed',
    platformOrderId: null,
    storeId: null,
    order,
  };
}

async function receiveReview(db: Db, event: WebhookEventRow, envelope: WebhookEnvelope): Promise<ProcessOutcome> {
  const review = envelope.review;
  if (!review) throw new PermanentIntakeError(`The ${envelope.eventType} event carries no review`);
  return db.transaction(async (tx) => {
    const recorded = await recordPlatformReview(tx, review);
    if (recorded === 'unknownStore')
      throw new PermanentIntakeError(
        `Unknown store: no ${review.platform} restaurant has platform store id "${review.storeId}"`,
      );
    await markEvent(tx, event.id, 'processed', null);
    return { status: 'processed' as const, ...NOTHING_WRITTEN };
  });
}

// A refund opens a dispute, a refund answer closes one; neither changes the order itself.
async function receiveRefundEvent(
  db: Db,
  event: WebhookEventRow,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
): Promise<ProcessOutcome> {
  return db.transaction(async (tx) => {
    const recorded = envelope.refund
      ? await recordPlatformRefund(tx, adapter.code, envelope.storeId, envelope.refund)
      : envelope.refundAnswer
        ? await recordRefundAnswer(tx, adapter.code, envelope.refundAnswer)
        : null;
    if (!recorded) throw new PermanentIntakeError(`The ${envelope.eventType} event carries no refund`);
    if (recorded.outcome === 'unknownStore') throw unknownStore(adapter, envelope.storeId ?? '');
    if (recorded.outcome === 'unknownDispute')
      throw new PermanentIntakeError(
        `No ${adapter.code} dispute for refund "${envelope.refundAnswer?.platformRefundId ?? ''}"`,
      );
    await markEvent(tx, event.id, 'processed', null);
    return { status: 'processed' as const, ...NOTHING_WRITTEN };
  });
}

// A store's status changed on its platform: its restaurantKOM fields follow (docs/platforms.md#store-status).
async function prepareStoreStatus(
  deps: ProcessDeps,
  event: WebhookEventRow,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
): Promise<EventWriter> {
  const now = new Date();
  const found = await storeStatusOfEvent(deps, adapter.code, envelope, now);
  if (!found) throw unknownStore(adapter, envelope.storeId ?? '');
  return (db) =>
    db.transaction(async (tx) => {
      await applyStoreStatus(tx, found.restaurantId, found.status, now);
      await markEvent(tx, event.id, 'processed', null);
      return { status: 'processed' as const, ...NOTHING_WRITTEN };
    });
}

// Uber linked or unlinked a store (docs/platforms.md#connecting-uber-eats). A store no restaurant has is not an error:
// Uber tells every integrator of the owner's stores, so the event is acknowledged, logged and left.
async function prepareStoreLink(
  deps: ProcessDeps,
  event: WebhookEventRow,
  envelope: WebhookEnvelope,
): Promise<EventWriter> {
  const link = envelope.storeId ? await readUberStoreLink(deps, envelope.storeId) : null;
  if (!link) {
    logger.info(
      { eventType: envelope.eventType, storeId: envelope.storeId },
      'Store event for a store no restaurant has',
    );
    return (db) => markIgnored(db, event);
  }
  return (db) =>
    db.transaction(async (tx) => {
      await writeUberStoreLink(tx, link, new Date());
      await markEvent(tx, event.id, 'processed', null);
      return { status: 'processed' as const, ...NOTHING_WRITTEN };
    });
}

/** Reads the order (fetching it when the event carries ids only) and finds its restaurant: the I/O before the write. */
async function prepareOrder(
  deps: ProcessDeps,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
): Promise<PreparedOrder> {
  const payload = envelope.order ?? (await fetchOrder(deps.client, adapter, envelope));
  const order = permanently('Unreadable order', () => adapter.normalizeOrder(payload));
  // The store the event was accepted for is the only one it may write to (docs/security.md#tenants).
  if (envelope.storeId && order.storeId !== envelope.storeId) {
    throw new PermanentIntakeError(
      `The ${envelope.eventType} event names store "${envelope.storeId}" but carries an order of store "${order.storeId}"`,
    );
  }
  const restaurant = await findRestaurantForStore(deps.db, adapter.code, order.storeId);
  if (!restaurant) throw unknownStore(adapter, order.storeId);
  const orderCount = await countClientOrders(deps.db, restaurant.id, order.client?.platformId);
  return { order, restaurant, orderCount };
}

function unknownStore(adapter: PlatformAdapter, storeId: string): PermanentIntakeError {
  return new PermanentIntakeError(`Unknown store: no ${adapter.code} restaurant has platform store id "${storeId}"`);
}

async function fetchOrder(
  client: PlatformClient,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
): Promise<unknown> {
  if (!adapter.fetchOrderCall || !envelope.platformOrderId)
    throw new PermanentIntakeError(`The ${envelope.eventType} event carries no order and names none to fetch`);
  const response = await client.request(
    adapter.code,
    adapter.fetchOrderCall({ platformOrderId: envelope.platformOrderId, storeId: envelope.storeId ?? '' }),
  );
  if (response.status === 429 || response.status >= 500)
    throw new Error(`Fetching order ${envelope.platformOrderId} answered ${response.status}`);
  if (response.status >= 300)
    throw new PermanentIntakeError(
      `Fetching order ${envelope.platformOrderId} answered ${response.status}: ${response.text.slice(0, 200)}`,
    );
  return permanently('Unreadable order', () => JSON.parse(response.text) as unknown);
}
