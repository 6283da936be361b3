import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurantPauses, type PauseSource } from '../../db/schema';

/**
 * Opens a pause for each restaurant, in the caller's transaction. A restaurant whose pause of that source is already
 * open keeps it (the partial unique index turns the second insert into nothing), so its first start stands.
 */
export async function openPauses(
  tx: Db,
  restaurantIds: readonly number[],
  source: PauseSource,
  startedAt: Date,
): Promise<void> {
  if (restaurantIds.length === 0) return;
  await tx
    .insert(restaurantPauses)
    .values(restaurantIds.map((restaurantId) => ({ restaurantId, source, startedAt })))
    .onConflictDoNothing();
}

/** Ends the open pause of that source of each restaurant, in the caller's transaction. */
export async function closePauses(
  tx: Db,
  restaurantIds: readonly number[],
  source: PauseSource,
  endedAt: Date,
): Promise<void> {
  if (restaurantIds.length === 0) return;
  await tx
    .update(restaurantPauses)
    .set({ endedAt })
    .where(
      and(
        inArray(restaurantPauses.restaurantId, [...restaurantIds]),
        eq(restaurantPauses.source, source),
        isNull(restaurantPauses.endedAt),
      ),
    );
}
