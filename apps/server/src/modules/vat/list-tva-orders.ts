import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE, type Page } from '../../lib/pagination';
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from '../history/history-cursor';
import type { ReportFilterArgs } from '../reports/report-filter';
import { keptOrderFilter, readMoney } from './kept-orders';
import { vatSplitStatement } from './order-vat-split';

export type OrderVatRate = { vatPercent: number; ttc: number; ht: number; tva: number };
export type TvaOrder = { cart: CartRow; rates: OrderVatRate[]; ttc: number; ht: number; tva: number };
export type ListTvaOrdersArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

// An accountant pages through a month at a time: 50 rows a page, like History's screen.
export const TVA_ORDER_DEFAULT_FIRST = 50;

function readFirst(first: number | null | undefined): number {
  const size = first ?? TVA_ORDER_DEFAULT_FIRST;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

function after(cursor: HistoryCursor | null): SQL | undefined {
  // The plain bound lets the (company, created_at) index seek to the page; the row comparison then breaks ties.
  return cursor
    ? sql`${carts.createdAt} >= ${cursor.at}::timestamptz and (${carts.createdAt}, ${carts.id}) > (${cursor.at}::timestamptz, ${cursor.id}::int)`
    : undefined;
}

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
  const first = readFirst(args.first);
  const cursor = args.after ? decodeHistoryCursor(args.after) : null;
  const where = keptOrderFilter(context, args);
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({
        cart: carts,
        // Postgres keeps microseconds, a JS Date only milliseconds: the cursor takes the instant from SQL as text.
        at: sql<string>`to_char(${carts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, after(cursor)))
      .orderBy(asc(carts.createdAt), asc(carts.id))
      .limit(first + 1),
    context.db.select({ totalCount: sql<number>`count(*)::int` }).from(carts).innerJoin(restaurants, eq(restaurants.id, carts.restaurantId)).where(where),
  ]);
  const page = rows.slice(0, first);
  const split = await findSplit(context, page.map((row) => row.cart.id));
  const edges = page.map((row) => {
    const rates = split.get(row.cart.id) ?? [];
    const sum = (pick: (rate: OrderVatRate) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
    return {
      node: { cart: row.cart, rates, ttc: sum((rate) => rate.ttc), ht: sum((rate) => rate.ht), tva: sum((rate) => rate.tva) },
      cursor: encodeHistoryCursor({ at: row.at, id: row.cart.id }),
    };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: counted?.totalCount ?? 0,
  };
}
