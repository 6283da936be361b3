import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuConfigurations, menuItems, platforms, restaurants } from '../../db/schema';
import { recordItemAvailabilityCall } from './item-availability-call';

const SWEEP_MS = 60_000;

/**
 * "A suspension until tomorrow ends by itself even where the platform has no timer" (PLATFORMS.md: Glovo): items whose
 * restore_due_at has passed are made available again and their platform is told. The conditional UPDATE lets only one
 * process restore a given item; returns how many were restored.
 */
export async function restoreDueItems(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .update(menuItems)
    .set({ restoreDueAt: null, suspendUntil: null, suspensionInfo: null, updatedAt: now })
    .where(and(isNotNull(menuItems.restoreDueAt), lte(menuItems.restoreDueAt, now)))
    .returning({ id: menuItems.id });
  if (due.length === 0) return 0;
  const targets = await db
    .select({ item: { id: menuItems.id, platformId: menuItems.platformId, title: menuItems.title }, restaurant: restaurants, platform: platforms.code })
    .from(menuItems)
    .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuItems.configurationId))
    .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(inArray(menuItems.id, due.map((item) => item.id)));
  for (const target of targets) await recordItemAvailabilityCall(db, target, { available: true, until: null });
  return due.length;
}

export function startSuspensionSweeper(deps: { db: Db }): () => void {
  const timer = setInterval(() => {
    restoreDueItems(deps.db).catch((error: unknown) => console.error('Restoring suspended menu items failed', error));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
