import { MISC_ITEM_TYPES, type MiscItemType } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { miscItems, restaurants, type MiscItemRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports';
import { miscItemReportFilter } from './misc-item-filter';
import { findMiscItemTotals } from './misc-item-totals';

export type MiscItemTypeTotal = { type: MiscItemType; count: number; total: number; ht: number; tva: number };
export type MiscItemPage = Page<MiscItemRow> & { byType: MiscItemTypeTotal[] };
export type ListMiscItemsArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export const MISC_ITEM_DEFAULT_FIRST = 50;

// By statement day, then id (docs/architecture.md#pagination).
const MISC_ITEM_KEYSET: Keyset = {
  list: 'miscItem',
  direction: 'asc',
  columns: [
    { column: miscItems.miscDate, part: 'day' },
    { column: miscItems.id, part: 'id' },
  ],
};

/**
 * miscItem (docs/api.md#date-ranges): the statement lines that are not orders (misc billing items,
 * docs/data-model.md#misc-billing-items) of the filter, by statement day then id, paged; byType totals every type over
 * the whole filter (a type without items shows zeros).
 */
export async function listMiscItems(context: VatContext, args: ListMiscItemsArgs): Promise<MiscItemPage> {
  const request = readPageRequest(MISC_ITEM_KEYSET, args, MISC_ITEM_DEFAULT_FIRST);
  const where = miscItemReportFilter(context, args);
  const [rows, totals] = await Promise.all([
    context.db
      .select({ item: miscItems, cursorKey: keysetKey(MISC_ITEM_KEYSET) })
      .from(miscItems)
      .innerJoin(restaurants, eq(restaurants.id, miscItems.restaurantId))
      .where(and(where, keysetAfter(MISC_ITEM_KEYSET, request)))
      .orderBy(...keysetOrder(MISC_ITEM_KEYSET))
      .limit(request.first + 1),
    findMiscItemTotals(context, args),
  ]);
  const byType = MISC_ITEM_TYPES.map((type): MiscItemTypeTotal => {
    const ofType = totals.filter((row) => row.type === type);
    const sum = (pick: (row: (typeof ofType)[number]) => number) => ofType.reduce((total, row) => total + pick(row), 0);
    const total = sum((row) => row.total);
    const ht = sum((row) => row.ht);
    return { type, count: sum((row) => row.count), total, ht, tva: total - ht };
  });
  const totalCount = byType.reduce((count, row) => count + row.count, 0);
  return { ...toConnection(MISC_ITEM_KEYSET, request, rows, totalCount, (row) => row.item), byType };
}
