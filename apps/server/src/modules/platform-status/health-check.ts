import { PLATFORM_CODES } from '@comptoir/domain';
import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { platforms, platformStatusChecks, restaurants } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { adapterFor } from '../../platforms/registry';
import { checkStoreStatus, type StatusReadDeps } from './read-store-status';

/** How often the sweeper wakes; each wake reads the share of the restaurants that falls due in that time. */
export const HEALTH_CHECK_TICK_MS = 15_000;

export type HealthCheckDeps = StatusReadDeps & {
  /** How often each restaurant's status is read (PLATFORM_STATUS_CHECK_MINUTES). */
  everyMs: number;
};

// The platforms that publish a store status read (docs/platforms.md#store-status); the others are learnt from
// webhooks alone (Just Eat) or are Comptoir's own channels.
const READABLE_PLATFORMS = PLATFORM_CODES.filter((code) => adapterFor(code)?.storeStatusCall);

// Integrated, still linked, and on a platform with a read: a pending or rejected restaurant is not the platform's yet,
// and an unlinked one is no longer Comptoir's to read.
const checkable = and(
  eq(restaurants.integrationStatus, 'integrated'),
  isNull(restaurants.unlinkedAt),
  inArray(platforms.code, READABLE_PLATFORMS),
);

/**
 * One round of the health check: the restaurants whose last read is older than `everyMs` (never read first), at most
 * the share due in one tick, so a thousand restaurants read every ten minutes are about 25 reads every 15 seconds
 * rather than a thousand at once. Each is claimed before it is read (its checked_at moved in a conditional upsert),
 * so two server processes never read the same store twice in a round. Returns how many were read.
 */
export async function checkDueStoreStatuses(deps: HealthCheckDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.everyMs);
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: count() })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(checkable);
  if (total === 0) return 0;
  const batch = Math.max(1, Math.ceil((total * HEALTH_CHECK_TICK_MS) / deps.everyMs));
  const due = await deps.db
    .select({
      id: restaurants.id,
      platform: platforms.code,
      platformStoreId: restaurants.platformStoreId,
      preparationTime: restaurants.preparationTime,
      platformData: restaurants.platformData,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .leftJoin(platformStatusChecks, eq(platformStatusChecks.restaurantId, restaurants.id))
    .where(and(checkable, or(isNull(platformStatusChecks.checkedAt), lte(platformStatusChecks.checkedAt, cutoff))))
    .orderBy(sql`${platformStatusChecks.checkedAt} asc nulls first`, asc(restaurants.id))
    .limit(batch);
  let read = 0;
  for (const restaurant of due) {
    const claimed = await deps.db
      .insert(platformStatusChecks)
      .values({ restaurantId: restaurant.id, checkedAt: now })
      .onConflictDoUpdate({
        target: platformStatusChecks.restaurantId,
        set: { checkedAt: now },
        setWhere: lte(platformStatusChecks.checkedAt, cutoff),
      })
      .returning({ id: platformStatusChecks.restaurantId });
    if (claimed.length === 0) continue;
    await checkStoreStatus(deps, restaurant, now);
    read += 1;
  }
  return read;
}

/** Reads the restaurants' statuses from their platforms all day long (main.ts); null everyMs switches it off. */
export function startPlatformStatusSweeper(deps: StatusReadDeps & { everyMs: number | null }): () => void {
  const everyMs = deps.everyMs;
  if (everyMs === null) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    // A round slower than a tick (a platform timing out) is not overlapped by the next one.
    if (running) return;
    running = true;
    checkDueStoreStatuses({ ...deps, everyMs })
      .catch((error: unknown) => logger.error({ error: describeError(error) }, 'Reading store statuses failed'))
      .finally(() => {
        running = false;
      });
  }, HEALTH_CHECK_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
