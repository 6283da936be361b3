import { and, count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { restaurantsInScope } from '../tenancy';

// The review list (docs/platforms.md#connecting): oldest request first, so none waits behind newer ones.
const PENDING_KEYSET: Keyset = {
  list: 'pending-restaurant',
  direction: 'asc',
  columns: [{ column: restaurants.id, part: 'id' }],
};

// A reviewer's whole queue fits one page in practice; the web pages on anyway.
const DEFAULT_FIRST = 50;

const pendingInScope = (context: SignedInContext) =>
  and(eq(restaurants.integrationStatus, 'pending'), restaurantsInScope(context.viewer));

export async function listPendingRestaurants(
  context: SignedInContext,
  args: { first?: number | null; after?: string | null },
): Promise<Page<RestaurantRow>> {
  const request = readPageRequest(PENDING_KEYSET, args, DEFAULT_FIRST);
  const where = pendingInScope(context);
  const [total] = await context.db.select({ value: count() }).from(restaurants).where(where);
  const rows = await context.db
    .select({ restaurant: restaurants, cursorKey: keysetKey(PENDING_KEYSET) })
    .from(restaurants)
    .where(and(where, keysetAfter(PENDING_KEYSET, request)))
    .orderBy(...keysetOrder(PENDING_KEYSET))
    .limit(request.first + 1);
  return toConnection(PENDING_KEYSET, request, rows, total?.value ?? 0, (row) => row.restaurant);
}

export async function countPendingRestaurants(context: SignedInContext): Promise<number> {
  const [total] = await context.db.select({ value: count() }).from(restaurants).where(pendingInScope(context));
  return total?.value ?? 0;
}
