import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { TicketJob } from '@comptoir/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import {
  cartCustomisations,
  cartImages,
  cartLines,
  courierRatings,
  printJobs,
  type CartCustomisationRow,
  type CartLineRow,
  type CartRow,
} from '../../db/schema';
import { readOrderVat, type OrderVatRate } from './read-order-vat';

export type CartImageRow = typeof cartImages.$inferSelect;

function groupBy<T>(keys: readonly number[], rows: readonly T[], keyOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

// One batch per request and relation, shared by the fields that need the same rows.
export const linesOfCart = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, CartLineRow[]>(async (cartIds) => {
      const rows = await context.db
        .select()
        .from(cartLines)
        .where(inArray(cartLines.cartId, [...cartIds]))
        .orderBy(asc(cartLines.cartId), asc(cartLines.position));
      return groupBy(cartIds, rows, (row) => row.cartId);
    }),
);

export const customisationsOfLine = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, CartCustomisationRow[]>(async (lineIds) => {
      const rows = await context.db
        .select()
        .from(cartCustomisations)
        .where(inArray(cartCustomisations.cartLineId, [...lineIds]))
        .orderBy(asc(cartCustomisations.cartLineId), asc(cartCustomisations.position));
      return groupBy(lineIds, rows, (row) => row.cartLineId);
    }),
);

// Keyed by the order itself: whether its VAT counts depends on its status (docs/money.md#one-vat-split-per-order).
export const vatOfCart = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<CartRow, OrderVatRate[], number>(
      async (orders) => {
        const byCart = await readOrderVat(context.db, orders);
        return orders.map((order) => byCart.get(order.id) ?? []);
      },
      { cacheKeyFn: (order) => order.id },
    ),
);

export const imagesOfCart = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, CartImageRow[]>(async (cartIds) => {
      const rows = await context.db
        .select()
        .from(cartImages)
        .where(inArray(cartImages.cartId, [...cartIds]))
        .orderBy(asc(cartImages.id));
      return groupBy(cartIds, rows, (row) => row.cartId);
    }),
);

export const isCourierRated = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, boolean>(async (cartIds) => {
      const rows = await context.db
        .select({ cartId: courierRatings.cartId })
        .from(courierRatings)
        .where(inArray(courierRatings.cartId, [...cartIds]));
      const rated = new Set(rows.map((row) => row.cartId));
      return cartIds.map((id) => rated.has(id));
    }),
);

/** The order tickets queued for cloud printers, for the ticket state the tablet shows (test pages have no order). */
export const ticketJobsOfCart = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, TicketJob[]>(async (cartIds) => {
      const rows = await context.db
        .select({ cartId: printJobs.cartId, status: printJobs.status, createdAt: printJobs.createdAt })
        .from(printJobs)
        .where(and(inArray(printJobs.cartId, [...cartIds]), eq(printJobs.kind, 'order')));
      return groupBy(cartIds, rows, (row) => row.cartId ?? 0);
    }),
);
