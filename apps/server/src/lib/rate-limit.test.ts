import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgPool, openDatabase, type Database } from '../db/client';
import { loginAttempts } from '../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createDatabaseRateLimitStore } from './database-rate-limit-store';
import type { Attempt, RateLimitRule, RateLimitStore } from './rate-limit';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two stores over one set of counters, as two server processes would have. */
type SharedCounters = { first: RateLimitStore; second: RateLimitStore; close(): Promise<void> };

type Backend = { name: string; open(): Promise<SharedCounters> };

async function openDatabaseCounters(database: TestDatabase): Promise<SharedCounters & { database: TestDatabase }> {
  // On PostgreSQL the second process has its own connection pool; the embedded database has one connection only.
  const url = findPgPool(database.db)?.options.connectionString;
  const other: Database | null = url ? await openDatabase({ dataDir: '', databaseUrl: url }) : null;
  return {
    database,
    first: createDatabaseRateLimitStore(database.db),
    second: createDatabaseRateLimitStore((other ?? database).db),
    async close() {
      await other?.close();
      await database.dispose();
    },
  };
}

const BACKENDS: Backend[] = [
  ...TEST_DRIVERS.map((driver) => ({
    name: `${driver} database`,
    open: async () => openDatabaseCounters(await openTestDatabase(driver)),
  })),
  ...(redisUrl
    ? [
        {
          name: 'Redis',
          async open(): Promise<SharedCounters> {
            const prefix = `comptoir:test-${randomBytes(6).toString('hex')}:`;
            const first = await createRedisRateLimitStore({ url: redisUrl, prefix });
            const second = await createRedisRateLimitStore({ url: redisUrl, prefix });
            return { first, second, close: async () => void (await Promise.all([first.close(), second.close()])) };
          },
        },
      ]
    : []),
];

const RULE: RateLimitRule = { limit: 5, windowSeconds: 60 };

let keyCounter = 0;
function aKey(): string {
  keyCounter += 1;
  return `test:${keyCounter}:${randomBytes(4).toString('hex')}`;
}

describe.each(BACKENDS)('rate-limit counters ($name)', (backend) => {
  let counters: SharedCounters;
  beforeAll(async () => {
    counters = await backend.open();
  });
  afterAll(async () => {
    await counters?.close();
  });

  it('lets exactly the limit of 150 concurrent attempts from two processes through, each with its own count', async () => {
    const key = aKey();
    const attempts = await Promise.all(
      Array.from({ length: 150 }, (_, index) => (index % 2 === 0 ? counters.first : counters.second).hit(key, RULE)),
    );
    const allowed = attempts.filter((attempt) => attempt.allowed);
    expect(allowed.map((attempt) => attempt.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    const refused = attempts.filter((attempt) => !attempt.allowed);
    expect(refused).toHaveLength(145);
    for (const attempt of refused) {
      expect(attempt.retryAfterSeconds).toBeGreaterThan(0);
      expect(attempt.retryAfterSeconds).toBeLessThanOrEqual(RULE.windowSeconds);
    }
  });

  it('gives back a released attempt to either process, but never more than the limit', async () => {
    const key = aKey();
    const rule: RateLimitRule = { limit: 3, windowSeconds: 60 };
    const hits: Attempt[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) hits.push(await counters.first.hit(key, rule));
    expect(hits.map((attempt) => [attempt.allowed, attempt.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    // One of the three checked attempts turned out right: only that one comes back, not the refused ones.
    await counters.second.release(key, rule);
    expect(await counters.first.hit(key, rule)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await counters.second.hit(key, rule)).toMatchObject({ allowed: false });
  });

  it('starts a cleared key afresh and keeps keys apart', async () => {
    const key = aKey();
    const other = aKey();
    for (let attempt = 1; attempt <= 6; attempt += 1) await counters.first.hit(key, RULE);
    expect(await counters.second.hit(other, RULE)).toMatchObject({ allowed: true, remaining: 4 });
    await counters.second.clear(key);
    expect(await counters.first.hit(key, RULE)).toMatchObject({ allowed: true, remaining: 4 });
  });
});

describe.each(TEST_DRIVERS)('rate-limit windows (%s database)', (driver) => {
  let database: TestDatabase;
  let store: RateLimitStore;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    store = createDatabaseRateLimitStore(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  // Moves a key's window into the past instead of waiting for it.
  async function rewind(key: string, seconds: number): Promise<void> {
    const by = sql`make_interval(secs => ${seconds})`;
    await database.db
      .update(loginAttempts)
      .set({
        windowStartedAt: sql`${loginAttempts.windowStartedAt} - ${by}`,
        lockedUntil: sql`${loginAttempts.lockedUntil} - ${by}`,
      })
      .where(eq(loginAttempts.key, key));
  }

  it('counts from one again once the window is over', async () => {
    const key = aKey();
    await store.hit(key, RULE);
    await store.hit(key, RULE);
    await rewind(key, RULE.windowSeconds + 1);
    expect(await store.hit(key, RULE)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('keeps a key locked for a whole window from the attempt that reached the limit', async () => {
    const key = aKey();
    await store.hit(key, RULE);
    await rewind(key, 50);
    for (let attempt = 2; attempt <= 5; attempt += 1) await store.hit(key, RULE);
    await rewind(key, 30);
    // 80 s after the first attempt, 30 s after the fifth: still locked, for the 30 s left.
    const locked = await store.hit(key, RULE);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBeGreaterThan(25);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(30);
    await rewind(key, 31);
    expect(await store.hit(key, RULE)).toMatchObject({ allowed: true, remaining: 4 });
  });
});
