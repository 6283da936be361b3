import { isIsoDate, PAGE_SIZES } from '@comptoir/domain';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';
import { isoInstantText } from './instants';

// Every paged list of the API pages the one way of docs/architecture.md#pagination: a keyset (the sort key of the
// last row seen, ties broken by id), so a row written meanwhile never shifts or repeats a page.

// The largest page anywhere is the switcher's search (100); no list of this API pages by more.
export const MAX_PAGE_SIZE = PAGE_SIZES.search;

export type Page<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

/** How one key column's value is carried and checked: an instant to the microsecond, a day, an id, text or an enum. */
type KeyPart = 'instant' | 'day' | 'id' | 'text' | 'enum';

type KeyColumn = { column: AnyColumn; part: KeyPart };

/** A list's sort order: its name (cursors of one list never open another) and its key columns, the last one unique. */
export type Keyset = {
  list: string;
  direction: 'asc' | 'desc';
  columns: readonly [KeyColumn, ...KeyColumn[]];
};

export type KeyValue = string | number;

export type PageRequest = { first: number; after: readonly KeyValue[] | null };

const MAX_ID = 2_147_483_647;
// Far above any name, title or e-mail a list sorts by; it only bounds what a forged cursor makes the database compare.
const MAX_TEXT_LENGTH = 4096;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

// Date.parse rolls 02-30 over to March where Postgres would fail: only an instant that formats back to itself passes.
function isRealInstant(value: string): boolean {
  const time = Date.parse(value);
  return INSTANT.test(value) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
}

function isKeyValue({ column, part }: KeyColumn, value: unknown): value is KeyValue {
  if (part === 'id') return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ID;
  if (typeof value !== 'string') return false;
  if (part === 'instant') return isRealInstant(value);
  if (part === 'day') return isIsoDate(value);
  if (part === 'enum') return (column.enumValues ?? []).includes(value);
  // Postgres text cannot hold a NUL character: refused here rather than failing the statement.
  return value.length <= MAX_TEXT_LENGTH && !value.includes('\u0000');
}

function invalidCursor(): AppError {
  return new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
}

/** A cursor: the list's name and the row's key, as JSON in base64url. Opaque to clients. */
export function encodeCursor(keyset: Keyset, key: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify([keyset.list, ...key])).toString('base64url');
}

/** The key a cursor of this list carries; BAD_USER_INPUT "Invalid cursor" for anything this list did not issue. */
export function decodeCursor(keyset: Keyset, cursor: string): readonly KeyValue[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== keyset.columns.length + 1 || decoded[0] !== keyset.list)
    throw invalidCursor();
  const key: unknown[] = decoded.slice(1);
  if (!keyset.columns.every((column, index) => isKeyValue(column, key[index]))) throw invalidCursor();
  return key as KeyValue[];
}

/** `first` (the list's default when absent, at most `max`) and the key `after` points at; `first` is checked first. */
export function readPageRequest(
  keyset: Keyset,
  args: { first?: number | null; after?: string | null },
  defaultFirst: number,
  max: number = MAX_PAGE_SIZE,
): PageRequest {
  const size = args.first ?? defaultFirst;
  if (!Number.isInteger(size) || size < 0)
    throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return { first: Math.min(size, max), after: args.after ? decodeCursor(keyset, args.after) : null };
}

/**
 * The row's key as SQL computes it (a JSON array as text), selected next to the row as `cursorKey`. An instant is
 * taken as text because Postgres keeps microseconds where a JS Date keeps milliseconds.
 */
export function keysetKey(keyset: Keyset): SQL<string> {
  const parts = keyset.columns.map(({ column, part }) =>
    part === 'instant' ? isoInstantText(column) : sql`${column}`,
  );
  return sql<string>`json_build_array(${sql.join(parts, sql`, `)})::text`;
}

/** The key of a row read with keysetKey. */
export function readCursorKey(row: { cursorKey: string }): readonly KeyValue[] {
  return JSON.parse(row.cursorKey) as KeyValue[];
}

export function keysetOrder(keyset: Keyset): SQL[] {
  return keyset.columns.map(({ column }) => (keyset.direction === 'asc' ? asc(column) : desc(column)));
}

/**
 * The rows after the request's key in the list's order, as one row comparison: PostgreSQL seeks an index on the key's
 * columns with it, or on its first column alone (it derives that column's bound); a separate bound on the first column
 * misled its estimates (docs/architecture.md#pagination). Each value is cast to its column's own type, so a timestamp,
 * a day or an enum compares as the column does.
 */
export function keysetAfter(keyset: Keyset, request: Pick<PageRequest, 'after'>): SQL | undefined {
  const { after } = request;
  if (after === null) return undefined;
  const values = keyset.columns.map(({ column }, index) => sql`${after[index]}::${sql.raw(column.getSQLType())}`);
  const columns = keyset.columns.map(({ column }) => sql`${column}`);
  const strictly = keyset.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${sql.join(columns, sql`, `)}) ${strictly} (${sql.join(values, sql`, `)})`;
}

/**
 * The connection of `rows`, read with keysetAfter and `limit first + 1`: the extra row only tells whether a next page
 * exists. `toNode` turns a row into the node the API shows.
 */
export function toConnection<R extends { cursorKey: string }, T>(
  keyset: Keyset,
  request: PageRequest,
  rows: readonly R[],
  totalCount: number,
  toNode: (row: R) => T,
): Page<T> {
  const edges = rows
    .slice(0, request.first)
    .map((row) => ({ node: toNode(row), cursor: encodeCursor(keyset, readCursorKey(row)) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > request.first,
      hasPreviousPage: request.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** A list with nothing to show (a visitor's, an empty filter's). */
export function emptyPage<T>(): Page<T> {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    totalCount: 0,
  };
}

export function escapeLikePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
