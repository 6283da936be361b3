import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuConfigurations, menuItems, platforms, restaurants } from '../../db/schema';
import { recordItemAvailabilityCall } from './item-availability-call';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

const SWEEP_MS = 60_000;

const isDue = (now: Date) => and(isNotNull(menuItems.restoreDueAt), lte(menuItems.restoreDueAt, now));

// One short transaction per item (no network inside: PGlite has one connection): the item is available again only
// with its "available" call queued, since a crash between the two would leave it off on its platform for good. The
// conditional UPDATE lets only one process restore it, and skips it if the operator changed it meanwhile.
async function restoreItem(db: Db, itemId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [restored] = await tx
      .update(menuItems)
      .set({ restoreDueAt: null, suspendUntil: null, suspensionInfo: null, updatedAt: now })
      .where(and(eq(menuItems.id, itemId), isDue(now)))
      .returning({ id: menuItems.id });
    if (!restored) return false;
    const [target] = await tx
      .select({
        item: { id: menuItems.id, platformId: menuItems.platformId, title: menuItems.title },
        restaurant: restaurants,
        platform: platforms.code,
      })
      .from(menuItems)
      .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuItems.configurationId))
      .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(menuItems.id, itemId));
    if (target) await recordItemAvailabilityCall(tx, target, { available: true, until: null });
    return true;
  });
}

/**
 * "A suspension until tomorrow ends by itself even where the platform has no timer" (docs/platforms.md#glovo): items
 * whose restore_due_at has passed are made available again and their platform is told. Returns how many were restored.
 */
export async function restoreDueItems(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(isDue(now))
    .orderBy(asc(menuItems.restoreDueAt), asc(menuItems.id));
  let restored = 0;
  for (const item of due) if (await restoreItem(db, item.id, now)) restored += 1;
  return restored;
}

export function startSuspensionSweeper(deps: { db: Db }): () => void {
  const timer = setInterval(() => {
    restoreDueItems(deps.db).catch((error: unknown) =>
      logger.error({ error: describeError(error) }, 'Restoring suspended menu items failed'),
    );
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
