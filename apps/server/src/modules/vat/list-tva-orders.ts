import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { keysetAfter, keysetKey, keysetOrder, readPageRequest, toConnection, type Keyset, type Page } from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports/report-filter';
import { keptOrderFilter, readMoney } from './kept-orders';
import { vatSplitStatement } from './order-vat-split';

export type OrderVatRate = { vatPercent: number; ttc: number; ht: number; tva: number };
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

async function findSplit(context: VatContext, cartIds: readonly number[]): Promise<Map<number, OrderVatRate[]>> {
  const byCart = new Map<number, OrderVatRate[]>();
  if (cartIds.length === 0) return byCart;
  const orders = context.db
    .select({ id: carts.id, platform: carts.platform, total: carts.total, deliveryPrice: carts.deliveryPrice, tips: carts.tips })
    .from(carts)
    .where(inArray(carts.id, [...cartIds]))
    .getSQL();
  const { rows } = await context.db.execute<{ cart_id: number; rate: number; ttc: unknown; ht: unknown }>(
    vatSplitStatement(orders, sql`select cart_id, rate, ttc, ht from split order by cart_id, rate`),
  );
  for (const row of rows) {
    const ttc = readMoney(row.ttc);
    const ht = readMoney(row.ht);
    const cartId = Number(row.cart_id);
    byCart.set(cartId, [...(byCart.get(cartId) ?? []), { vatPercent: Number(row.rate), ttc, ht, tva: ttc - ht }]);
  }
  return byCart;
}

/**
 * SPEC §7 tvaOrder: the orders of the filter that carry VAT (canceled ones do not), oldest first, each with its VAT
 * split per rate (order-vat-split.ts). Keyset-paged on (created_at, id) like History, in the other direction.
 */
export async function listTvaOrders(context: VatContext, args: ListTvaOrdersArgs): Promise<Page<TvaOrder>> {
  const request = readPageRequest(TVA_ORDER_KEYSET, args, TVA_ORDER_DEFAULT_FIRST);
  const where = keptOrderFilter(context, args);
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({ cart: carts, cursorKey: keysetKey(TVA_ORDER_KEYSET) })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, keysetAfter(TVA_ORDER_KEYSET, request)))
      .orderBy(...keysetOrder(TVA_ORDER_KEYSET))
      .limit(request.first + 1),
    context.db.select({ totalCount: sql<number>`count(*)::int` }).from(carts).innerJoin(restaurants, eq(restaurants.id, carts.restaurantId)).where(where),
  ]);
  const split = await findSplit(context, rows.slice(0, request.first).map((row) => row.cart.id));
  return toConnection(TVA_ORDER_KEYSET, request, rows, counted?.totalCount ?? 0, (row) => {
    const rates = split.get(row.cart.id) ?? [];
    const sum = (pick: (rate: OrderVatRate) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
    return { cart: row.cart, rates, ttc: sum((rate) => rate.ttc), ht: sum((rate) => rate.ht), tva: sum((rate) => rate.tva) };
  });
}
