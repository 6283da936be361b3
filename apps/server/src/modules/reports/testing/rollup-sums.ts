import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { platforms, restaurants } from '../../../db/schema';

// What the rollup tests share: sums recomputed in JavaScript per key, to compare with the rollups' rows.

/** The local calendar day of an instant in a zone, as PostgreSQL's `date` prints it (computed with Intl, not SQL). */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Adds a row's figures to the sums kept under `at`. */
export function addSums<T extends Record<string, number>>(
  sums: Map<string, T>,
  at: string,
  empty: T,
  row: Partial<T>,
): void {
  const sum: Record<string, number> = { ...(sums.get(at) ?? empty) };
  for (const field of Object.keys(empty)) sum[field] = (sum[field] ?? 0) + Number(row[field] ?? 0);
  sums.set(at, sum as T);
}

/** The sums by key, in key order, without those that add up to nothing (a rollup deletes such rows). */
export function withoutEmpty<T extends Record<string, number>>(sums: Map<string, T>): Record<string, T> {
  return Object.fromEntries(
    [...sums].filter(([, row]) => Object.values(row).some((value) => value !== 0)).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

export type TestStore = { id: number; companyId: number; platform: PlatformCode };

/** Every restaurant of the database with its company and platform, oldest first. */
export function testStores(db: Db): Promise<TestStore[]> {
  return db
    .select({ id: restaurants.id, companyId: restaurants.companyId, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .orderBy(restaurants.id);
}
