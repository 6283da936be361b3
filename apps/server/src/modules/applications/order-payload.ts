import { isCanceledStatus, type OrderStatus } from '@comptoir/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  cartCustomisations,
  cartImages,
  cartLines,
  companies,
  restaurants,
  type CartCourier,
  type CartCustomisationRow,
  type CartRow,
} from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { isSameCourier } from '../../lib/same-courier';
import { queueApplicationEvents, type ApplicationEvent } from './queue-application-event';

/** What changed in an order event: its status, its runner flag, a photo, its courier, or anything else it carries. */
export type OrderChangeKind = 'status' | 'runner' | 'photo' | 'courier' | 'preparationTime';

/** What an application would notice between two versions of an order; empty when nothing it reads changed. */
export function orderChangeKinds(before: CartRow, after: CartRow, photoAdded = false): OrderChangeKind[] {
  const kinds: OrderChangeKind[] = [];
  if (before.status !== after.status) kinds.push('status');
  if (before.runnerIsReady !== after.runnerIsReady) kinds.push('runner');
  if (photoAdded) kinds.push('photo');
  if (!isSameCourier(before.courser, after.courser)) kinds.push('courier');
  if (before.preparationTime !== after.preparationTime) kinds.push('preparationTime');
  return kinds;
}

type OptionPayload = {
  title: string | null;
  platformId: string | null;
  quantity: number;
  price: number;
  options: OptionPayload[];
};

function person(value: CartCourier | null) {
  return value
    ? { firstName: value.firstName, lastName: value.lastName, phone: value.fakePhone, phoneCode: value.pinPhone }
    : null;
}

function optionTree(rows: CartCustomisationRow[], parentId: number | null): OptionPayload[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      title: row.customisationTitle ?? row.itemTitle,
      platformId: row.customisationPlatformId ?? row.itemPlatformId,
      quantity: row.quantity,
      // Everything this option adds to the order, every quantity included (docs/webhooks.md#orders).
      price: row.price,
      options: optionTree(rows, row.id),
    }));
}

/** The order as an application reads it in every order event (docs/webhooks.md#orders); money in minor units. */
async function orderPayload(tx: Db, cart: CartRow): Promise<Record<string, unknown>> {
  const [[place], lines, [photos]] = await Promise.all([
    tx
      .select({ uuid: restaurants.uuid, title: restaurants.title, currency: accounts.currency })
      .from(restaurants)
      .innerJoin(companies, eq(companies.id, restaurants.companyId))
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(restaurants.id, cart.restaurantId))
      .limit(1),
    tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.position)),
    tx.select({ value: count() }).from(cartImages).where(eq(cartImages.cartId, cart.id)),
  ]);
  const customisations =
    lines.length === 0
      ? []
      : await tx
          .select()
          .from(cartCustomisations)
          .where(
            inArray(
              cartCustomisations.cartLineId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(cartCustomisations.position));
  return {
    uuid: cart.uuid,
    platform: cart.platform,
    platformOrderId: cart.platformId,
    displayId: cart.displayId,
    status: cart.status,
    fulfillmentType: cart.fulfillmentType,
    paymentMethod: cart.paymentMethod,
    isPaid: cart.isPayed,
    restaurant: { uuid: place?.uuid ?? null, title: place?.title ?? null },
    placedAt: cart.createdAt.toISOString(),
    scheduledFor: toIsoString(cart.scheduledFor),
    acceptedAt: toIsoString(cart.acceptedAt),
    readyAt: toIsoString(cart.readyAt),
    deliveredAt: toIsoString(cart.livredAt),
    canceledAt: toIsoString(cart.canceledAt),
    updatedAt: cart.updatedAt.toISOString(),
    preparationMinutes: cart.preparationTime,
    runnerIsReady: cart.runnerIsReady,
    photos: Number(photos?.value ?? 0),
    customer: person(cart.client ? { ...cart.client, picture: null } : null),
    courier: person(cart.courser),
    kitchenNotes: cart.specialInstructions,
    deliveryNotes: cart.deliveryInstructions,
    cutlery: cart.isSingleUseItemsIncluded,
    amounts: {
      subtotal: cart.subtotal,
      promo: cart.promo,
      deliveryFee: cart.deliveryPrice,
      tip: cart.tips,
      total: cart.total,
      currency: place?.currency ?? 'EUR',
    },
    items: lines.map((line) => ({
      title: line.itemTitle,
      platformId: line.itemPlatformId,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.price,
      vatPercent: line.itemVatPurcent,
      notes: line.specialInstructions,
      allergies: line.allergyInstructions,
      options: optionTree(
        customisations.filter((row) => row.cartLineId === line.id),
        null,
      ),
    })),
  };
}

export type OrderWebhook = {
  cart: CartRow;
  change: { created: boolean; previousStatus: OrderStatus | null; changed: OrderChangeKind[] };
};

function orderEvent({ cart, change }: OrderWebhook): Omit<ApplicationEvent, 'companyId'> {
  const cancelled =
    !change.created &&
    isCanceledStatus(cart.status) &&
    (change.previousStatus === null || !isCanceledStatus(change.previousStatus));
  return {
    event: change.created ? 'order.created' : cancelled ? 'order.cancelled' : 'order.updated',
    orderingKey: `order:${cart.id}`,
    data: async (db) => ({
      ...(change.created ? {} : { changes: change.changed }),
      order: await orderPayload(db, cart),
    }),
  };
}

/**
 * Queues the order events of changes on `tx`: `order.created` for a new order, `order.cancelled` when it has just
 * moved to a cancelled status, else `order.updated` naming what changed. Per order, applications receive them in
 * order; the listening applications are read once per company.
 */
export async function queueOrderWebhooks(tx: Db, webhooks: readonly OrderWebhook[]): Promise<number> {
  const byCompany = new Map<number, OrderWebhook[]>();
  for (const webhook of webhooks) {
    const ofCompany = byCompany.get(webhook.cart.companyId);
    if (ofCompany) ofCompany.push(webhook);
    else byCompany.set(webhook.cart.companyId, [webhook]);
  }
  let queued = 0;
  for (const [companyId, ofCompany] of byCompany)
    queued += await queueApplicationEvents(tx, companyId, ofCompany.map(orderEvent));
  return queued;
}

/** One order's change: see queueOrderWebhooks. */
export function queueOrderWebhook(tx: Db, cart: CartRow, change: OrderWebhook['change']): Promise<number> {
  return queueOrderWebhooks(tx, [{ cart, change }]);
}
