import { and, eq } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { carts, restaurants, type CartRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { dayRollupsOfFilter, sumCount, type ReportFilterArgs } from '../reports';
import { keptOrderFilter } from './kept-orders';
import { readOrderVat, type OrderVatRate } from '../orders';

export type { OrderVatRate };
export type TvaOrder = { cart: CartRow; rates: OrderVatRate[]; ttc: number; ht: number; tva: number };
export type ListTvaOrdersArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

// An accountant pages through a month at a time: 50 rows a page, like History's screen.
export const TVA_ORDER_DEFAULT_FIRST = 50;

// Oldest first on (created_at, id), History's key in the other direction (docs/architecture.md#pagination).
const TVA_ORDER_KEYSET: Keyset = {
  list: 'tvaOrder',
  direction: 'asc',
  columns: [
    { column: carts.createdAt, part: 'instant' },
    { column: carts.id, part: 'id' },
  ],
};

/**
 * tvaOrder (docs/api.md#date-ranges): the orders of the filter that carry VAT (canceled ones do not), oldest first,
 * each with its VAT split per rate as stored with it (docs/money.md#one-vat-split-per-order). Keyset-paged on
 * (created_at, id) like History, in the other direction.
 */
export async function listTvaOrders(context: VatContext, args: ListTvaOrdersArgs): Promise<Page<TvaOrder>> {
  const request = readPageRequest(TVA_ORDER_KEYSET, args, TVA_ORDER_DEFAULT_FIRST);
  const where = keptOrderFilter(context, args);
  // The count is the kept orders of the filter's day rollups (docs/reports.md#rollups): counting the orders themselves
  // read a whole year's to show its first page.
  const days = dayRollupsOfFilter(context, args);
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({ cart: carts, cursorKey: keysetKey(TVA_ORDER_KEYSET) })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, keysetAfter(TVA_ORDER_KEYSET, request)))
      .orderBy(...keysetOrder(TVA_ORDER_KEYSET))
      .limit(request.first + 1),
    context.db.select({ totalCount: sumCount(days.keptOrders) }).from(days),
  ]);
  const split = await readOrderVat(
    context.db,
    rows.slice(0, request.first).map((row) => row.cart),
  );
  return toConnection(TVA_ORDER_KEYSET, request, rows, counted?.totalCount ?? 0, (row) => {
    const rates = split.get(row.cart.id) ?? [];
    const sum = (pick: (rate: OrderVatRate) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
    return {
      cart: row.cart,
      rates,
      ttc: sum((rate) => rate.ttc),
      ht: sum((rate) => rate.ht),
      tva: sum((rate) => rate.tva),
    };
  });
}
