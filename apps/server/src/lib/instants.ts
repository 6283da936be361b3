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
