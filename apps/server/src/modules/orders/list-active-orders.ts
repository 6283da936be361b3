import { activeOrderGroup, type ActiveOrderGroup } from '@comptoir/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { cartInProgress, carts, companies, restaurants, type CartRow } from '../../db/schema';
import { cartsInScope, companiesInScope } from '../tenancy';

export type ActiveOrders = Record<ActiveOrderGroup, CartRow[]>;

/** The restaurants whose orders to list (all in scope when absent), or the one order a push carries. */
type ActiveOrdersFilter = { restaurantUuids?: readonly string[] | null; cartId?: number };

// A restaurant's local day began less than 25 hours ago (a day that ends summer time lasts 25): orders older than this
// bound are never today's anywhere, so the recent part of the query stops there.
const RECENT_WINDOW = sql.raw(`interval '26 hours'`);

/**
 * The orders screen's three tabs in one query: every order still to handle, and today's others (today in each
 * restaurant's own time zone) with the orders that have a photo, grouped by the domain's `activeOrderGroup`.
 *
 * It never reads the finished history (docs/architecture.md#the-tablets-order-list): the candidates are the union of
 * the orders still in progress (the partial index carts_in_progress_idx) and each company's orders of the last 26
 * hours (carts_company_created_id_idx, one seek per company in scope), then the exact rule is applied to those alone.
 */
export async function listActiveOrders(
  context: SignedInContext,
  { restaurantUuids, cartId }: ActiveOrdersFilter = {},
  now: Date = new Date(),
): Promise<ActiveOrders> {
  const onlyCart = cartId === undefined ? undefined : eq(carts.id, cartId);
  const at = sql`${now.toISOString()}::timestamptz`;
  const startOfLocalDay = sql`(date_trunc('day', ${at} at time zone ${restaurants.timezone}) at time zone ${restaurants.timezone})`;
  const inProgress = context.db
    .select({ id: carts.id })
    .from(carts)
    .where(and(cartsInScope(context.viewer), cartInProgress(carts), onlyCart));
  const recent = context.db
    .select({ id: sql<number>`recent.id` })
    .from(companies)
    .innerJoinLateral(
      context.db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.companyId, companies.id), sql`${carts.createdAt} >= ${at} - ${RECENT_WINDOW}`, onlyCart))
        .as('recent'),
      sql`true`,
    )
    .where(companiesInScope(context.viewer));
  const rows = await context.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(
      and(
        sql`${carts.id} in (${inProgress} union ${recent})`,
        restaurantUuids?.length ? inArray(restaurants.uuid, [...restaurantUuids]) : undefined,
        or(cartInProgress(carts), sql`${carts.createdAt} >= ${startOfLocalDay}`),
      ),
    )
    .orderBy(desc(carts.createdAt), desc(carts.id));
  const groups: ActiveOrders = { created: [], accepted: [], finished: [] };
  for (const { cart } of rows) groups[activeOrderGroup(cart.status, cart.hasImage)].push(cart);
  return groups;
}
