import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Instants leave the API as ISO-8601 UTC strings. */
export function toIsoString(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/**
 * A timestamptz column as ISO-8601 UTC text to the microsecond (`2026-03-01T22:30:00.123456Z`), computed by
 * Postgres: a JS Date keeps only milliseconds, too coarse for a keyset cursor or an export that lists every instant.
 */
export function isoInstantText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * A timestamptz column as the wall clock of `timeZone` (the restaurant's zone column) to the second
 * (`2026-03-01T23:30:00`), null when the column is: what an export shows in a date cell (docs/dates.md#which-clock).
 */
export function localDateTimeText(column: AnyColumn, timeZone: AnyColumn): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
}

/**
 * `column <= now`, for a queue's due rows. Without an injected clock it asks the database's own `now()`: a row queued
 * with the column's default holds the database's microseconds, and a JavaScript Date (milliseconds) taken in the same
 * millisecond would read that row as not yet due.
 */
export function isDueBy(column: AnyColumn, now: (() => Date) | undefined): SQL {
  return sql`${column} <= ${now ? now() : sql`now()`}`;
}
