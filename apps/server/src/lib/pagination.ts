import { PAGE_SIZES } from '@comptoir/domain';
import { AppError } from '../errors';

// SPEC §9: the largest page anywhere is the switcher's search (100); no list of this API pages by more.
export const MAX_PAGE_SIZE = PAGE_SIZES.search;

export type Page<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

export type PageRequest = { first: number; offset: number };

// Offset cursors: lists are small (restaurants, companies, accounts) and any sort order stays pageable.
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = Number(match?.[1]);
  // Beyond a safe integer, the offset would not fit the statement's bigint.
  if (!Number.isSafeInteger(offset)) throw new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
  return offset;
}

export function readPageRequest(first: number | null | undefined, after: string | null | undefined, max: number): PageRequest {
  const size = first ?? max;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return { first: Math.min(size, max), offset: after ? decodeCursor(after) + 1 : 0 };
}

/** `rows` holds up to `first + 1` rows starting at `offset`: the extra row only tells whether a next page exists. */
export function toPage<T>(rows: readonly T[], request: PageRequest, totalCount: number): Page<T> {
  const edges = rows.slice(0, request.first).map((node, index) => ({ node, cursor: encodeCursor(request.offset + index) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > request.first,
      hasPreviousPage: request.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

export function escapeLikePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page size from `first`: the list's default when absent, at most MAX_PAGE_SIZE. */
export function readPageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

// Keyset cursors over a row id (`<kind>:<id>`), for logs listed newest first: a row written meanwhile never shifts a page.
export function encodeIdCursor(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64url');
}

export function decodeIdCursor(kind: string, value: string): number {
  const match = new RegExp(`^${kind}:(\\d{1,10})$`).exec(Buffer.from(value, 'base64url').toString('utf8'));
  const id = Number(match?.[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
  return id;
}

/** A page of rows read with `id < after` and `limit first + 1`: the extra row only tells whether a next page exists. */
export function toIdKeysetPage<T>(rows: readonly T[], kind: string, idOf: (node: T) => number, first: number, after: number | null, totalCount: number): Page<T> {
  const edges = rows.slice(0, first).map((node) => ({ node, cursor: encodeIdCursor(kind, idOf(node)) }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}
