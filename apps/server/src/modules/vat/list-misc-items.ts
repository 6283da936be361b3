import { MISC_ITEM_TYPES, type MiscItemType } from '@comptoir/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { miscItems, restaurants, type MiscItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE, type Page } from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports/report-filter';
import { decodeMiscItemCursor, encodeMiscItemCursor, type MiscItemCursor } from './misc-item-cursor';
import { miscItemReportFilter } from './misc-item-filter';
import { findMiscItemTotals } from './misc-item-totals';

export type MiscItemTypeTotal = { type: MiscItemType; count: number; total: number; ht: number; tva: number };
export type MiscItemPage = Page<MiscItemRow> & { byType: MiscItemTypeTotal[] };
export type ListMiscItemsArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export const MISC_ITEM_DEFAULT_FIRST = 50;

function readFirst(first: number | null | undefined): number {
  const size = first ?? MISC_ITEM_DEFAULT_FIRST;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

function after(cursor: MiscItemCursor | null): SQL | undefined {
  return cursor ? sql`(${miscItems.miscDate}, ${miscItems.id}) > (${cursor.day}::date, ${cursor.id}::int)` : undefined;
}

/**
 * SPEC §7 miscItem: the statement lines that are not orders (SPEC §3 misc billing items) of the filter, by statement
 * day then id, paged; byType totals every type over the whole filter (a type without items shows zeros).
 */
export async function listMiscItems(context: VatContext, args: ListMiscItemsArgs): Promise<MiscItemPage> {
  const first = readFirst(args.first);
  const cursor = args.after ? decodeMiscItemCursor(args.after) : null;
  const where = miscItemReportFilter(context, args);
  const [rows, totals] = await Promise.all([
    context.db
      .select({ item: miscItems })
      .from(miscItems)
      .innerJoin(restaurants, eq(restaurants.id, miscItems.restaurantId))
      .where(and(where, after(cursor)))
      .orderBy(asc(miscItems.miscDate), asc(miscItems.id))
      .limit(first + 1),
    findMiscItemTotals(context, args),
  ]);
  const edges = rows.slice(0, first).map(({ item }) => ({ node: item, cursor: encodeMiscItemCursor({ day: item.miscDate, id: item.id }) }));
  const byType = MISC_ITEM_TYPES.map((type): MiscItemTypeTotal => {
    const ofType = totals.filter((row) => row.type === type);
    const sum = (pick: (row: (typeof ofType)[number]) => number) => ofType.reduce((total, row) => total + pick(row), 0);
    const total = sum((row) => row.total);
    const ht = sum((row) => row.ht);
    return { type, count: sum((row) => row.count), total, ht, tva: total - ht };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: byType.reduce((count, row) => count + row.count, 0),
    byType,
  };
}
