import { MISC_ITEM_TYPES, PLATFORMS, type MiscItemType } from '@comptoir/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { miscItems, restaurants } from '../../db/schema';
import { keysetAfter, keysetKey, keysetOrder, readCursorKey, type Keyset, type KeyValue } from '../../lib/pagination';
import { sumMoney } from '../reports';
import { forEachBatch } from './batches';
import { miscItemExportFilter } from './export-filters';
import type { ExportJob } from './export-job';
import { writeSummarySheet } from './summary-sheet';
import { DATE_FORMAT, dayCell, moneyCell, moneyFormat, PERCENT_FORMAT, styleHeader } from './xlsx-formats';
import { commitRow } from './table-rows';

// By type (an enum sorts in its declared order: the sheets follow the statement's list of types), then day and id,
// read in keyset batches (docs/architecture.md#pagination).
const MISC_ITEM_KEYSET: Keyset = {
  list: 'miscItemExport',
  direction: 'asc',
  columns: [
    { column: miscItems.type, part: 'enum' },
    { column: miscItems.miscDate, part: 'day' },
    { column: miscItems.id, part: 'id' },
  ],
};

function loadItems(db: Db, where: SQL | undefined) {
  return (after: readonly KeyValue[] | null, limit: number) =>
    db
      .select({
        id: miscItems.id,
        cursorKey: keysetKey(MISC_ITEM_KEYSET),
        type: miscItems.type,
        day: miscItems.miscDate,
        platform: miscItems.platform,
        restaurant: restaurants.title,
        tag: miscItems.tag,
        description: miscItems.description,
        ht: miscItems.ht,
        tvaPurcent: miscItems.tvaPurcent,
        total: miscItems.total,
      })
      .from(miscItems)
      .innerJoin(restaurants, eq(restaurants.id, miscItems.restaurantId))
      .where(and(where, keysetAfter(MISC_ITEM_KEYSET, { after })))
      .orderBy(...keysetOrder(MISC_ITEM_KEYSET))
      .limit(limit);
}

async function loadTotalsByType(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      type: miscItems.type,
      lines: sql<number>`count(*)::int`,
      ht: sumMoney(miscItems.ht),
      total: sumMoney(miscItems.total),
    })
    .from(miscItems)
    .innerJoin(restaurants, eq(restaurants.id, miscItems.restaurantId))
    .where(where)
    .groupBy(miscItems.type);
  return new Map(rows.map((row) => [row.type, row]));
}

function addTypeSheet(job: ExportJob, type: MiscItemType, numFmt: string): ExcelJS.Worksheet {
  const { labels } = job;
  const words = labels.miscItems;
  // Misc item types (docs/data-model.md#misc-billing-items) name their sheets.
  const sheet = job.xlsx.addSheet(words.types[type]);
  sheet.columns = [
    { header: labels.date, key: 'day', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: labels.platform, key: 'platform', width: 15 },
    { header: labels.restaurant, key: 'restaurant', width: 28 },
    { header: words.label, key: 'tag', width: 28 },
    { header: words.description, key: 'description', width: 40 },
    { header: labels.excludingVat, key: 'ht', width: 12, style: { numFmt } },
    { header: words.vatRate, key: 'tvaPurcent', width: 10, style: { numFmt: PERCENT_FORMAT } },
    { header: labels.vat, key: 'vat', width: 12, style: { numFmt } },
    { header: labels.total, key: 'total', width: 12, style: { numFmt } },
  ];
  styleHeader(sheet);
  return sheet;
}

/**
 * exportMiscItem: a summary of the misc billing items per type (docs/data-model.md#misc-billing-items), then one sheet
 * per type that has items, each named after its type (cut to 30 characters). Amounts are signed from the restaurant's
 * side.
 */
export async function writeMiscItemExport(job: ExportJob): Promise<void> {
  const { context, xlsx, filter, facts, currency, labels } = job;
  const words = labels.miscItems;
  const { db } = context;
  const where = miscItemExportFilter(context, filter);
  const numFmt = moneyFormat(currency);
  const amount = (value: number) => ({ value: moneyCell(value), numFmt });
  const totals = await loadTotalsByType(db, where);
  const grand = [...totals.values()].reduce(
    (sum, row) => ({ lines: sum.lines + row.lines, ht: sum.ht + row.ht, total: sum.total + row.total }),
    {
      lines: 0,
      ht: 0,
      total: 0,
    },
  );
  writeSummarySheet(
    xlsx,
    { title: words.title, filter, facts, labels },
    {
      header: [words.type, words.lines, labels.excludingVat, labels.vat, labels.total],
      rows: [
        ...MISC_ITEM_TYPES.map((type) => ({ type, ...(totals.get(type) ?? { lines: 0, ht: 0, total: 0 }) })),
        { type: null, ...grand },
      ].map((row) => ({
        label: row.type === null ? words.allTypes : words.types[row.type],
        values: [{ value: row.lines }, amount(row.ht), amount(row.total - row.ht), amount(row.total)],
      })),
    },
  );

  // The rows come sorted by type: each type's sheet is written whole, then committed before the next one opens.
  const open: { type: MiscItemType | null; sheet: ExcelJS.Worksheet | null } = { type: null, sheet: null };
  await forEachBatch(loadItems(db, where), readCursorKey, async (rows) => {
    for (const row of rows) {
      if (open.sheet === null || open.type !== row.type) {
        open.sheet?.commit();
        open.type = row.type;
        open.sheet = addTypeSheet(job, row.type, numFmt);
      }
      commitRow(open.sheet, {
        day: dayCell(row.day),
        platform: PLATFORMS[row.platform].label,
        restaurant: row.restaurant,
        tag: row.tag,
        description: row.description,
        ht: moneyCell(row.ht),
        tvaPurcent: row.tvaPurcent,
        vat: moneyCell(row.total - row.ht),
        total: moneyCell(row.total),
      });
    }
    await xlsx.pace();
    return !xlsx.isClosed();
  });
  open.sheet?.commit();
}
