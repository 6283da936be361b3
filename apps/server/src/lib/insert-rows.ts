import { getTableColumns, getTableName, is, SQL, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown>;
type Cell = { value: unknown } | { fill: SQL } | { absent: true };

/**
 * What `values()` puts in the row for `column`: the value the row names (null included), else the column's JS default,
 * its SQL default or its update value, else nothing (the table's own default, an identity).
 */
function cellOf(column: PgColumn, row: Row, key: string): Cell {
  if (row[key] !== undefined) return { value: row[key] };
  const made = column.defaultFn?.() ?? column.default ?? (column.onUpdateFn ? column.onUpdateFn() : undefined);
  if (made === undefined) return { absent: true };
  return is(made, SQL) ? { fill: made } : { value: made };
}

function textOf(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driverValue: unknown = column.mapToDriverValue(value);
  if (driverValue instanceof Date) return driverValue.toISOString();
  return String(driverValue as string | number | boolean | bigint);
}

function textArray(values: readonly (string | null)[], type: string): SQL {
  return sql`${sql.param(values)}::text[]::${sql.raw(type)}[]`;
}

/**
 * `insert into table (…) select … from unnest(…)`: many rows as one text array parameter per column, cast to the
 * column's type. Drizzle's `values()` renders and types every value of every row one by one, which took a fifth of
 * the server's CPU while the intake wrote a burst of orders (docs/architecture.md#intake). The rows get what
 * `values()` gives them: the value they name, else the column's JS or SQL default (`now()`, a random uuid, evaluated
 * per row), else the table's own (an identity). `returning` names the columns to hand back, read as the driver gives
 * them: use it for ids, numbers and text, and read whole rows back with a query of their own.
 */
export function insertRowsSql<T extends PgTable>(
  table: T,
  rows: readonly InferInsertModel<T>[],
  options: { onConflictDoNothing?: readonly PgColumn[]; returning: readonly PgColumn[] },
): SQL {
  const names: SQL[] = [];
  const selected: SQL[] = [];
  const arrays: SQL[] = [];
  const aliases: SQL[] = [];
  const unnested = (array: SQL): SQL => {
    const alias = sql`${sql.identifier(`c${arrays.length}`)}`;
    arrays.push(array);
    aliases.push(alias);
    return sql`rows.${alias}`;
  };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const cells = rows.map((row) => cellOf(column, row as Row, key));
    // Left to the database for every row (an identity): not named at all.
    if (cells.every((cell) => 'absent' in cell)) continue;
    names.push(sql`${sql.identifier(column.name)}`);
    const fill = cells.find((cell): cell is { fill: SQL } => 'fill' in cell)?.fill;
    const value = () =>
      unnested(
        textArray(
          cells.map((cell) => ('value' in cell ? textOf(column, cell.value) : null)),
          column.getSQLType(),
        ),
      );
    if (!fill) selected.push(value());
    else if (cells.every((cell) => 'fill' in cell)) selected.push(fill);
    else {
      const filled = unnested(sql`${sql.param(cells.map((cell) => String('fill' in cell)))}::text[]::boolean[]`);
      selected.push(sql`case when ${filled} then ${fill} else ${value()} end`);
    }
  }
  const conflict = options.onConflictDoNothing
    ? sql` on conflict (${sql.join(
        options.onConflictDoNothing.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) do nothing`
    : sql``;
  return sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as rows(${sql.join(aliases, sql`, `)})
    ${conflict} returning ${sql.join(
      options.returning.map((column) => sql.identifier(column.name)),
      sql`, `,
    )}`;
}
