import { sql, type SQL } from 'drizzle-orm';

/**
 * An item's name as Comptoir compares names (docs/reports.md#best-selling-items): trimmed, runs of white space as one
 * space, case ignored. The backslash is doubled because a tagged template would drop a single one.
 */
export function itemNameKey(title: SQL): SQL {
  return sql`lower(regexp_replace(btrim(${title}), '\\s+', ' ', 'g'))`;
}
