import { randomBytes } from 'node:crypto';
import type { DatabaseDriver } from '../db/client';
import { TEST_DRIVERS } from '../db/testing';
import { createRedisRateLimitStore } from '../lib/redis-rate-limit-store';
import { startTestApi, type TestApi } from './test-api';

/** Where the attempt counters live: each test database, and Redis too when TEST_REDIS_URL is set. */
export type CountersVariant = { name: string; driver: DatabaseDriver; redisUrl?: string };

const redisUrl = process.env.TEST_REDIS_URL;

export const COUNTERS_VARIANTS: readonly CountersVariant[] = [
  ...TEST_DRIVERS.map((driver) => ({ name: `${driver} database`, driver })),
  ...(redisUrl ? [{ name: 'pglite database, Redis counters', driver: 'pglite' as const, redisUrl }] : []),
];

/** The test API with its attempt counters where `variant` says. */
export async function startRateLimitedApi(variant: CountersVariant): Promise<TestApi> {
  if (!variant.redisUrl) return startTestApi(variant.driver);
  const rateLimits = await createRedisRateLimitStore({
    url: variant.redisUrl,
    prefix: `comptoir:test-${randomBytes(6).toString('hex')}:`,
  });
  const api = await startTestApi(variant.driver, {}, { rateLimits }).catch(async (error: unknown) => {
    await rateLimits.close();
    throw error;
  });
  return {
    ...api,
    async close() {
      await api.close();
      await rateLimits.close();
    },
  };
}

/** Sends `count` requests at once, as an attacker's burst would. */
export function sendBurst<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}
