import type { OrderAction } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartEvents, carts, restaurants, type CartRow, type NewCartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import type { OutboundAction } from '../../platforms/adapter';
import { queueOrderCall } from '../../platforms/outbound/queue-order-call';
import { orderChangeKinds, queueOrderWebhook } from '../applications';
import type { OrderDeps } from './order-deps';
import type { Actor } from './order-facts';

type CartEventType = OrderAction | 'resend' | 'autoAccept' | 'autoPrint';

export type OrderChange = {
  type: CartEventType;
  changes: Partial<NewCartRow>;
  /** The call to the order's platform, queued in the change's transaction; null when the platform hears nothing. */
  outbound: OutboundAction | null;
  data?: Record<string, unknown>;
  /** Further writes that must commit with the change (a print job, an image row); may answer the order as rewritten. */
  alsoWrite?: (tx: Db, cart: CartRow) => Promise<CartRow | void>;
};

/**
 * Writes an allowed change (the caller has checked the rule), its cart event, its platform call and the applications'
 * webhooks in one short transaction (docs/architecture.md#outbox), then tells the tablets. The UPDATE only applies to
 * the state the rule was judged on, so a concurrent change in between makes this one refused rather than applied to a
 * state the rule never saw.
 */
export async function applyOrderChange(
  deps: OrderDeps,
  cart: CartRow,
  actor: Actor,
  change: OrderChange,
): Promise<CartRow> {
  const written = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(carts)
      .set({ ...change.changes, updatedAt: new Date() })
      .where(and(eq(carts.id, cart.id), eq(carts.status, cart.status), eq(carts.runnerIsReady, cart.runnerIsReady)))
      .returning();
    if (!updated)
      throw new AppError('ORDER_ACTION_NOT_ALLOWED', {
        message: 'The order changed meanwhile; reload it and try again',
      });
    const row = (await change.alsoWrite?.(tx, updated)) ?? updated;
    await tx.insert(cartEvents).values({
      cartId: cart.id,
      accountId: actor.accountId,
      actingAccountId: actor.actingAccountId,
      type: change.type,
      fromStatus: cart.status,
      toStatus: row.status,
      data: { ...change.data, ...(change.outbound ? { outbound: change.outbound } : {}) },
    });
    const queued = change.outbound ? await queueOrderCall(tx, row, change.outbound) : false;
    const changed = orderChangeKinds(cart, row, change.type === 'uploadPhoto');
    if (changed.length > 0) await queueOrderWebhook(tx, row, { created: false, previousStatus: cart.status, changed });
    return { row, queued };
  });
  if (written.queued) deps.wakeOutbound();
  await publishCartEvent(deps, written.row, 'cart.updated');
  return written.row;
}

export type CartEvent = { cart: CartRow; type: 'cart.created' | 'cart.updated' };

/**
 * Tells the tablets of committed changes, the restaurants read once for them all. It is a hint they may miss (they
 * poll; docs/architecture.md#outbox), so a failure is logged, never thrown: the change must not answer an error, nor
 * make its caller undo what it did beside it (an order photo's file).
 */
export async function publishCartEvents(
  deps: Pick<OrderDeps, 'db' | 'eventBus'>,
  events: readonly CartEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await sendCartEvents(deps, events).catch((error: unknown) =>
    logger.error(
      { cartIds: events.map(({ cart }) => cart.id), error: describeError(error) },
      'Telling the tablets of a cart failed',
    ),
  );
}

/** One change: see publishCartEvents. */
export function publishCartEvent(
  deps: Pick<OrderDeps, 'db' | 'eventBus'>,
  cart: CartRow,
  type: CartEvent['type'],
): Promise<void> {
  return publishCartEvents(deps, [{ cart, type }]);
}

async function sendCartEvents(deps: Pick<OrderDeps, 'db' | 'eventBus'>, events: readonly CartEvent[]) {
  const found = await deps.db
    .select({ id: restaurants.id, uuid: restaurants.uuid })
    .from(restaurants)
    .where(inArray(restaurants.id, [...new Set(events.map(({ cart }) => cart.restaurantId))]));
  const uuids = new Map(found.map((restaurant) => [restaurant.id, restaurant.uuid]));
  const at = new Date().toISOString();
  for (const { cart, type } of events)
    await deps.eventBus.publish({
      type,
      cartId: cart.id,
      status: cart.status,
      companyId: cart.companyId,
      restaurantUuid: uuids.get(cart.restaurantId) ?? '',
      at,
    });
}

export function refuseAction(action: string): AppError {
  return new AppError('ORDER_ACTION_NOT_ALLOWED', {
    message: `The action "${action}" is not allowed for this order in its current state`,
  });
}
