import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { toAttempt, type RateLimitRule, type RateLimitStore } from './rate-limit';

const row = loginAttempts;

// The window ends `windowSeconds` after it started, or with the lock once the limit was reached.
const windowEnd = (rule: RateLimitRule) =>
  sql`coalesce(${row.lockedUntil}, ${row.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}))`;

/**
 * Counters in `login_attempts`, shared by every process on the database. Each hit is one upsert, so concurrent
 * requests queue on the row and each sees the count that includes the ones before it. Times are the database's
 * clock at the moment the row is counted: `now()` would be the start of a statement that may have waited its turn.
 */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, rule) {
      const lockFromNow = sql`clock_timestamp() + make_interval(secs => ${rule.windowSeconds})`;
      const expired = sql`${windowEnd(rule)} <= clock_timestamp()`;
      const count = sql`case when ${expired} then 1 else ${row.failures} + 1 end`;
      const [counted] = await db
        .insert(row)
        .values({
          key,
          failures: 1,
          windowStartedAt: sql`clock_timestamp()`,
          lockedUntil: rule.limit <= 1 ? lockFromNow : null,
        })
        .onConflictDoUpdate({
          target: row.key,
          set: {
            failures: count,
            windowStartedAt: sql`case when ${expired} then clock_timestamp() else ${row.windowStartedAt} end`,
            lockedUntil: sql`case when ${count} = ${rule.limit} then ${lockFromNow} when ${expired} then null else ${row.lockedUntil} end`,
          },
        })
        .returning({
          count: row.failures,
          resetsInMs: sql<number>`(extract(epoch from ${windowEnd(rule)} - clock_timestamp()) * 1000)::int`,
        });
      if (!counted) throw new Error(`The attempt on ${key} was not counted`);
      return toAttempt(rule, counted.count, counted.resetsInMs);
    },

    async release(key, rule) {
      await db
        .update(row)
        .set({ failures: sql`greatest(least(${row.failures}, ${rule.limit}) - 1, 0)` })
        .where(eq(row.key, key));
    },

    async clear(key) {
      await db.delete(row).where(eq(row.key, key));
    },

    async close() {},
  };
}
