import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitStatus = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Counters live in the database (login_attempts) so that every server process sees the same limits.
export async function checkRateLimit(db: Db, keys: readonly string[], now: Date = new Date()): Promise<RateLimitStatus> {
  const locked = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [...keys]), gt(loginAttempts.lockedUntil, now)));
  const until = Math.max(0, ...locked.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };
}

/** Counts one hit on `key`; reaching the limit within the window locks the key for one window from now. */
export async function recordHit(db: Db, key: string, rule: RateLimitRule, now: Date = new Date()): Promise<void> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const lockUntil = new Date(now.getTime() + rule.windowSeconds * 1000);
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
  const failures = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: rule.limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then ${nowValue} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.limit} then ${lockUntil.toISOString()}::timestamptz else ${loginAttempts.lockedUntil} end`,
      },
    });
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
