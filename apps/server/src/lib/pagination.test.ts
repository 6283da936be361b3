import { and, sql } from 'drizzle-orm';
import { date, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import {
  decodeCursor,
  emptyPage,
  encodeCursor,
  keysetAfter,
  keysetKey,
  keysetOrder,
  MAX_PAGE_SIZE,
  readPageRequest,
  toConnection,
  type Keyset,
  type PageRequest,
} from './pagination';

// A table of the test's own, so the keyset is checked on ties, microseconds and awkward text whatever the schema holds.
// Declared out of alphabetical order: an enum sorts, and its keyset compares, in its declared order.
const probeKind = pgEnum('pagination_probe_kind', ['zulu', 'alpha']);
const probes = pgTable('pagination_probes', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  name: text('name').notNull(),
  kind: probeKind('kind').notNull(),
});

const BY_INSTANT: Keyset = {
  list: 'probe',
  direction: 'desc',
  columns: [
    { column: probes.at, part: 'instant' },
    { column: probes.id, part: 'id' },
  ],
};
const BY_DAY: Keyset = {
  list: 'probeDay',
  direction: 'asc',
  columns: [
    { column: probes.day, part: 'day' },
    { column: probes.id, part: 'id' },
  ],
};
const BY_NAME: Keyset = {
  list: 'probeName',
  direction: 'asc',
  columns: [
    { column: probes.name, part: 'text' },
    { column: probes.id, part: 'id' },
  ],
};
const BY_KIND: Keyset = {
  list: 'probeKind',
  direction: 'asc',
  columns: [
    { column: probes.kind, part: 'enum' },
    { column: probes.id, part: 'id' },
  ],
};
const BY_ID: Keyset = { list: 'probeId', direction: 'desc', columns: [{ column: probes.id, part: 'id' }] };

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('cursors', () => {
  it('round-trip the microsecond instant and the id', () => {
    const key = ['2026-03-01T22:30:00.123456Z', 42];
    expect(decodeCursor(BY_INSTANT, encodeCursor(BY_INSTANT, key))).toEqual(key);
  });

  it('round-trip a day, and text with quotes, pipes and accents', () => {
    expect(decodeCursor(BY_DAY, encodeCursor(BY_DAY, ['2026-02-28', 7]))).toEqual(['2026-02-28', 7]);
    expect(decodeCursor(BY_NAME, encodeCursor(BY_NAME, ['Chez l\'Ami | Café "2"', 3]))).toEqual([
      'Chez l\'Ami | Café "2"',
      3,
    ]);
  });

  it.each([
    ['not base64 JSON', 'bogus'],
    ['an old offset cursor', Buffer.from('offset:3').toString('base64url')],
    ['an old history cursor', Buffer.from('2026-03-01T22:30:00.123456Z|4').toString('base64url')],
    ['another list', encoded(['review', '2026-03-01T22:30:00.123456Z', 4])],
    ['a millisecond instant', encoded(['probe', '2026-03-01T22:30:00.123Z', 4])],
    ['a month 13', encoded(['probe', '2026-13-45T22:30:00.000000Z', 4])],
    ['February 30', encoded(['probe', '2026-02-30T22:30:00.000000Z', 4])],
    ['an id beyond int', encoded(['probe', '2026-03-01T22:30:00.000000Z', 99_999_999_999])],
    ['a negative id', encoded(['probe', '2026-03-01T22:30:00.000000Z', -1])],
    ['an id as text', encoded(['probe', '2026-03-01T22:30:00.000000Z', "4'; drop table carts"])],
    ['a missing part', encoded(['probe', '2026-03-01T22:30:00.000000Z'])],
    ['an extra part', encoded(['probe', '2026-03-01T22:30:00.000000Z', 4, 5])],
    ['an object', encoded({ list: 'probe' })],
  ])('refuse %s with BAD_USER_INPUT "Invalid cursor"', (_name, value) => {
    expect(() => decodeCursor(BY_INSTANT, value)).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'Invalid cursor' }),
    );
  });

  it('refuse a day that is not a calendar day, text that is not text and a value outside the enum', () => {
    expect(() => decodeCursor(BY_KIND, encoded(['probeKind', 'bravo', 1]))).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(decodeCursor(BY_KIND, encoded(['probeKind', 'alpha', 1]))).toEqual(['alpha', 1]);
    expect(() => decodeCursor(BY_DAY, encoded(['probeDay', '2026-02-30', 1]))).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(() => decodeCursor(BY_NAME, encoded(['probeName', 12, 1]))).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(() => decodeCursor(BY_NAME, encoded(['probeName', 'a\u0000b', 1]))).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(() => decodeCursor(BY_NAME, encoded(['probeName', 'x'.repeat(4097), 1]))).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
  });
});

describe('readPageRequest', () => {
  it('takes the default when first is absent and caps it at the maximum', () => {
    expect(readPageRequest(BY_ID, {}, 20)).toEqual({ first: 20, after: null });
    expect(readPageRequest(BY_ID, { first: 5000 }, 20)).toEqual({ first: MAX_PAGE_SIZE, after: null });
    expect(readPageRequest(BY_ID, { first: 0, after: encodeCursor(BY_ID, [9]) }, 20)).toEqual({ first: 0, after: [9] });
  });

  it('refuses a negative or fractional first before looking at the cursor', () => {
    for (const first of [-1, 1.5]) {
      expect(() => readPageRequest(BY_ID, { first, after: 'bogus' }, 20)).toThrowError(
        expect.objectContaining({ code: 'BAD_USER_INPUT', message: '"first" must be zero or more' }),
      );
    }
  });
});

describe('toConnection', () => {
  it('shows first rows, says a next page exists from the extra row, and whether this page follows another', () => {
    const rows = [1, 2, 3].map((id) => ({ id, cursorKey: JSON.stringify([id]) }));
    const page = toConnection(BY_ID, { first: 2, after: [9] }, rows, 7, (row) => row.id);
    expect(page.edges.map((edge) => edge.node)).toEqual([1, 2]);
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: encodeCursor(BY_ID, [1]),
      endCursor: encodeCursor(BY_ID, [2]),
    });
    expect(page.totalCount).toBe(7);
    const last = toConnection(BY_ID, { first: 5, after: null }, rows, 3, (row) => row.id);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('gives an empty page without cursors', () => {
    expect(emptyPage()).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
    });
  });
});

describe.each(TEST_DRIVERS)('keyset pages on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.execute(sql`create type pagination_probe_kind as enum ('zulu', 'alpha')`);
    await database.db.execute(
      sql`create table pagination_probes (id int primary key, at timestamptz not null, day date not null, name text not null, kind pagination_probe_kind not null)`,
    );
    // Two rows share an instant, two differ by a microsecond only, two share a day and a name.
    await database.db.execute(sql`insert into pagination_probes values
      (1, '2026-03-01 10:00:00.000001+00', '2026-03-02', 'b', 'zulu'),
      (2, '2026-03-01 10:00:00.000002+00', '2026-03-01', 'a|b', 'alpha'),
      (3, '2026-03-01 10:00:00.000002+00', '2026-03-01', 'b', 'zulu'),
      (4, '2026-02-28 23:59:59.999999+00', '2026-03-03', 'Chez l''Ami', 'alpha'),
      (5, '2026-03-02 00:00:00+00', '2026-02-28', 'a', 'zulu')`);
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  async function pageThrough(keyset: Keyset, first: number): Promise<number[]> {
    const seen: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const request: PageRequest = readPageRequest(keyset, { first, after }, first);
      const rows = await database.db
        .select({ id: probes.id, cursorKey: keysetKey(keyset) })
        .from(probes)
        .where(and(sql`true`, keysetAfter(keyset, request)))
        .orderBy(...keysetOrder(keyset))
        .limit(request.first + 1);
      const page = toConnection(keyset, request, rows, 5, (row) => row.id);
      seen.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return seen;
      after = page.pageInfo.endCursor;
    }
    throw new Error('the pages never ended');
  }

  it.each([
    ['instant, newest first, ties by id', BY_INSTANT, [5, 3, 2, 1, 4]],
    ['day, oldest first', BY_DAY, [5, 2, 3, 1, 4]],
    // Text follows the database's collation, so only the driver's own order is expected.
    ['text', BY_NAME, null],
    ['enum, in its declared order', BY_KIND, [1, 3, 5, 2, 4]],
    ['id, newest first', BY_ID, [5, 4, 3, 2, 1]],
  ] as const)(
    'pages by %s without skipping or repeating a row',
    async (_name, keyset, expected: readonly number[] | null) => {
      const order = (
        await database.db
          .select({ id: probes.id })
          .from(probes)
          .orderBy(...keysetOrder(keyset))
      ).map((row) => row.id);
      if (expected) expect(order).toEqual(expected);
      expect([...order].sort()).toEqual([1, 2, 3, 4, 5]);
      for (const first of [1, 2, 3]) expect(await pageThrough(keyset, first)).toEqual(order);
    },
  );
});
