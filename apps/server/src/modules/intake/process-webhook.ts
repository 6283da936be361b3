import { sql } from 'drizzle-orm';
import { webhookEvents, type CartRow, type WebhookEventStatus } from '../../db/schema';
import type { PlatformAdapter, WebhookEnvelope } from '../../platforms/adapter';
import { checkItemCounts, type NormalizedOrder } from '../../platforms/normalized-order';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { adapterFor } from '../../platforms/registry';
import type { Db } from '../../db/client';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../../platforms/review-export';
import { recordPlatformReview } from '../reviews';
import { recordPlatformRefund, recordRefundAnswer } from '../disputes';
import { orderChangeKinds, queueOrderWebhooks, type OrderWebhook } from '../applications';
import { applyStoreStatus, storeStatusOfEvent } from '../platform-status';
import { readUberStoreLink, writeUberStoreLink } from '../uber-eats-connection';
import { logger } from '../../lib/logger';
import type { IntakeHooks } from './hooks';
import type { WebhookEventRow } from './webhook-event-row';
import {
  applyPlatformUpdate,
  findOrderCarts,
  writeOrders,
  type IntakeRestaurant,
  type PlatformUpdate,
  type StoreRestaurants,
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
type PreparedOrder = { order: NormalizedOrder; restaurant: IntakeRestaurant };

function permanently<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new PermanentIntakeError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An event's writes, all I/O done: run in a transaction of their own, or in a savepoint of a batch's. */
type EventWriter = (db: Db) => Promise<ProcessOutcome>;

/**
 * An event about an order, all I/O done: the order to write (`prepared`) or the stored one it is about (`stored`),
 * and the status or courier it brings. A batch's order events are written together (writeOrderEvents).
 */
export type OrderEvent = {
  event: WebhookEventRow;
  prepared: PreparedOrder | null;
  stored: CartRow | null;
  update: PlatformUpdate;
};

/** What a stored webhook turned into: an order event, or writes of its own. */
export type PreparedEvent = { kind: 'order'; order: OrderEvent } | { kind: 'other'; write: EventWriter };

const other = (write: EventWriter): PreparedEvent => ({ kind: 'other', write });

/**
 * Turns one stored webhook into its writes. It first reads what the event needs — the order fetched from its platform
 * when the event carries ids only, an Uber store's link, the restaurant (`restaurantOf`, read once per store and
 * batch) — so no transaction is held open over a platform's answer (docs/architecture.md#intake). Whatever the event
 * then changes — the cart, the automatic actions and their platform calls and print job (the hooks), and the event's
 * own `processed` mark — commits in one transaction, so a crash leaves either all of it or none, and a retry does the
 * rest exactly once (docs/architecture.md#outbox).
 */
export async function prepareWebhookEvent(
  deps: ProcessDeps,
  event: WebhookEventRow,
  restaurantOf: StoreRestaurants,
): Promise<PreparedEvent> {
  const adapter = adapterFor(event.platform);
  if (!adapter) throw new PermanentIntakeError(`No adapter for ${event.platform}`);
  const envelope =
    adapter.slug === null
      ? ownChannelEnvelope(event)
      : permanently('Unreadable webhook', () =>
          adapter.parseWebhook({ headers: new Headers(event.headers), rawBody: event.body }),
        );
  if (envelope.kind === 'ignored') return other((db) => markIgnored(db, event));
  if (envelope.kind === 'review') return other((db) => receiveReview(db, event, envelope));
  if (envelope.kind === 'store.link') return other(await prepareStoreLink(deps, event, envelope));
  if (envelope.kind === 'store.status') return other(await prepareStoreStatus(deps, event, adapter, envelope));
  if (envelope.kind === 'refund' || envelope.kind === 'refund.answer')
    return other((db) => receiveRefundEvent(db, event, adapter, envelope));
  const orderEvent = (order: Omit<OrderEvent, 'event'>): PreparedEvent => ({
    kind: 'order',
    order: { event, ...order },
  });
  if (envelope.kind === 'order.placed') {
    const prepared = await prepareOrder(deps, restaurantOf, adapter, envelope);
    return orderEvent({ prepared, stored: null, update: {} });
  }
  if (!envelope.platformOrderId) throw new PermanentIntakeError(`The ${envelope.eventType} event names no order`);
  const cart = await findEventCart(deps.db, restaurantOf, adapter, envelope, envelope.platformOrderId);
  const update: PlatformUpdate = {
    ...(envelope.status ? { status: envelope.status } : {}),
    ...(envelope.courier !== undefined ? { courier: envelope.courier } : {}),
  };
  if (cart) return orderEvent({ prepared: null, stored: cart, update });
  // A status event overtook the order: write the order from the event (or the platform), then apply the event.
  if (!envelope.order && !adapter.fetchOrderCall)
    throw new Error(`Order ${envelope.platformOrderId} has not been received yet`);
  const prepared = await prepareOrder(deps, restaurantOf, adapter, envelope);
  return orderEvent({ prepared, stored: null, update });
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
  restaurantOf: StoreRestaurants,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
  platformOrderId: string,
): Promise<CartRow | null> {
  let restaurantId: number | null = null;
  if (envelope.storeId) {
    const restaurant = await restaurantOf(adapter.code, envelope.storeId);
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

/**
 * Writes order events on `tx` (a savepoint of the caller's transaction), all at once: the orders with a few multi-row
 * statements (writeOrders), then each event's own update, the new orders' automatic actions and their platform calls
 * and tickets (the hooks), the applications' webhooks and the events' `processed` marks, so that all of it commits
 * together or not at all (docs/architecture.md#intake). The outcomes are in the events' order.
 */
export async function writeOrderEvents(
  tx: Db,
  hooks: IntakeHooks,
  events: readonly OrderEvent[],
): Promise<ProcessOutcome[]> {
  const written = await writeOrders(
    tx,
    events.flatMap(({ event, prepared }) => (prepared ? [{ ...prepared, eventType: event.eventType }] : [])),
  );
  const states = [];
  let next = 0;
  for (const { event, prepared, stored, update } of events) {
    const write = prepared ? written[next++] : undefined;
    let cart = write?.cart ?? stored;
    let changed = write?.changed ?? false;
    if (!cart) throw new Error(`Event ${event.id} has no order to apply to`);
    if (update.status !== undefined || update.courier !== undefined) {
      const applied = await applyPlatformUpdate(tx, cart.id, update, event.eventType);
      cart = applied.cart;
      changed ||= applied.changed;
    }
    states.push({ event, stored, cart, created: write?.created ?? false, changed });
  }
  // After the events' own updates: an order whose first news is its cancellation is never accepted.
  const actions = await hooks.onCartsCreated(
    tx,
    states.filter((state) => state.created).map((state) => state.cart),
  );
  const acted = new Map(actions.carts.map((cart) => [cart.id, cart]));
  for (const state of states) if (state.created) state.cart = acted.get(state.cart.id) ?? state.cart;
  // The applications hear of each order as it stands once its event is applied (an auto-accept included).
  await queueOrderWebhooks(
    tx,
    states.flatMap(({ cart, created, changed, stored }): OrderWebhook[] =>
      created
        ? [{ cart, change: { created, previousStatus: null, changed: [] } }]
        : changed
          ? [
              {
                cart,
                change: {
                  created,
                  previousStatus: stored?.status ?? null,
                  changed: stored ? orderChangeKinds(stored, cart) : ['status'],
                },
              },
            ]
          : [],
    ),
  );
  await markEvents(
    tx,
    states.map(({ event, cart }) => ({ eventId: event.id, status: 'processed', cartId: cart.id })),
  );
  return states.map(({ cart, created, changed }) => ({
    status: 'processed' as const,
    cart,
    created,
    changed,
    queuedCalls: created && actions.queuedCalls,
  }));
}

type EventMark = { eventId: number; status: ProcessOutcome['status']; cartId: number | null };

/** Marks events done, in one statement for them all. */
async function markEvents(db: Db, marks: readonly EventMark[]): Promise<void> {
  if (marks.length === 0) return;
  const values = sql.join(
    marks.map(({ eventId, status, cartId }) => sql`(${eventId}::int, ${status}::text, ${cartId}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${webhookEvents}
    set status = marks.status, cart_id = marks.cart_id, last_error = null, processed_at = ${new Date().toISOString()}::timestamptz
    from (values ${values}) as marks(event_id, status, cart_id)
    where ${webhookEvents.id} = marks.event_id`);
}

function markEvent(db: Db, eventId: number, status: ProcessOutcome['status'], cartId: number | null): Promise<void> {
  return markEvents(db, [{ eventId, status, cartId }]);
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
  restaurantOf: StoreRestaurants,
  adapter: PlatformAdapter,
  envelope: WebhookEnvelope,
): Promise<PreparedOrder> {
  const payload = envelope.order ?? (await fetchOrder(deps.client, adapter, envelope));
  const order = permanently('Unreadable order', () => adapter.normalizeOrder(payload));
  permanently('Implausible order', () => checkItemCounts(order));
  // The store the event was accepted for is the only one it may write to (docs/security.md#tenants).
  if (envelope.storeId && order.storeId !== envelope.storeId) {
    throw new PermanentIntakeError(
      `The ${envelope.eventType} event names store "${envelope.storeId}" but carries an order of store "${order.storeId}"`,
    );
  }
  const restaurant = await restaurantOf(adapter.code, order.storeId);
  if (!restaurant) throw unknownStore(adapter, order.storeId);
  return { order, restaurant };
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
