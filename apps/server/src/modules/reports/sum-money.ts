import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from '../../errors';

function toSafeNumber(value: unknown): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number))
    throw new AppError('INTERNAL_SERVER_ERROR', { message: 'A money sum passed 2^53 minor units' });
  return number;
}

/**
 * Σ of a minor-units column (0 when no row matches), optionally over the rows matching `where`. Summed as bigint so a
 * year of a restaurant group does not overflow, and read back as a JS number on both drivers (pg sends bigint as text).
 */
export function sumMoney(column: SQLWrapper, where?: SQL): SQL<number> {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql<number>`coalesce(sum(${column})${filter}, 0)::bigint`.mapWith(toSafeNumber);
}
