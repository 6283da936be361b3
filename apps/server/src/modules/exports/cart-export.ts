import { PLATFORMS } from '@comptoir/domain';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, cartVatSplits, restaurants } from '../../db/schema';
import { localDateTimeText } from '../../lib/instants';
import { keysetAfter, keysetKey, keysetOrder, readCursorKey, type Keyset, type KeyValue } from '../../lib/pagination';
import { historyTotalsColumns, isCanceledCart, NO_TOTALS } from '../history';
import { sumMoney } from '../reports';
import { forEachBatch } from './batches';
import { cartExportFilter } from './export-filters';
import type { ExportJob } from './export-job';
import { orderVatColumn } from './order-vat-columns';
import { writeSummarySheet } from './summary-sheet';
import { commitRow, type TableCell } from './table-rows';
import { DATE_TIME_FORMAT, moneyCell, moneyFormat, styleHeader, wallClockCell } from './xlsx-formats';

// Oldest first, read in keyset batches; the (company, created_at) index serves each (docs/architecture.md#pagination).
const CART_KEYSET: Keyset = {
  list: 'cartExport',
  direction: 'asc',
  columns: [
    { column: carts.createdAt, part: 'instant' },
    { column: carts.id, part: 'id' },
  ],
};

type VatColumn = { rate: number; key: string };

function loadCarts(db: Db, where: SQL | undefined, vatColumns: readonly VatColumn[]) {
  const vatAtRates: Record<string, SQL<number>> = Object.fromEntries(
    vatColumns.map(({ rate, key }) => [key, orderVatColumn(rate)]),
  );
  return (after: readonly KeyValue[] | null, limit: number) =>
    db
      .select({
        vatAt: vatAtRates,
        vat: orderVatColumn(),
        id: carts.id,
        cursorKey: keysetKey(CART_KEYSET),
        local: localDateTimeText(carts.createdAt, restaurants.timezone),
        platform: carts.platform,
        restaurant: restaurants.title,
        displayId: carts.displayId,
        status: carts.status,
        fulfillmentType: carts.fulfillmentType,
        paymentMethod: carts.paymentMethod,
        subtotal: carts.subtotal,
        promo: carts.promo,
        deliveryPrice: carts.deliveryPrice,
        tips: carts.tips,
        total: carts.total,
        platformFee: carts.platformFee,
        vatPlatformFee: carts.vatPlatformFee,
        payement: carts.payement,
        hasImage: carts.hasImage,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, keysetAfter(CART_KEYSET, { after })))
      .orderBy(...keysetOrder(CART_KEYSET))
      .limit(limit);
}

/** The VAT rates above 0 % that the filter's orders carry, lowest first: one VAT column each. */
async function loadVatRates(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinct({ rate: cartVatSplits.rate })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .innerJoin(cartVatSplits, eq(cartVatSplits.cartId, carts.id))
    .where(and(where, sql`not ${isCanceledCart()}`, gt(cartVatSplits.rate, 0)))
    .orderBy(asc(cartVatSplits.rate));
  return rows.map((row) => row.rate);
}

async function loadTotals(db: Db, where: SQL | undefined) {
  const kept = sql`not ${isCanceledCart()}`;
  const [totals] = await db
    .select({
      ...historyTotalsColumns(),
      deliveryPrice: sumMoney(carts.deliveryPrice, kept),
      tips: sumMoney(carts.tips, kept),
      platformFee: sumMoney(carts.platformFee, kept),
      vatPlatformFee: sumMoney(carts.vatPlatformFee, kept),
      payement: sumMoney(carts.payement, kept),
    })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(where);
  return totals ?? { ...NO_TOTALS, deliveryPrice: 0, tips: 0, platformFee: 0, vatPlatformFee: 0, payement: 0 };
}

/**
 * exportCart: a summary whose figures are History's statistics on the same filter (same SQL), then every order of
 * the filter, oldest first, dated in its restaurant's local time, with its VAT per rate as the VAT report counts it
 * (docs/money.md#one-vat-split-per-order).
 */
export async function writeCartExport({ context, xlsx, filter, facts, currency, labels }: ExportJob): Promise<void> {
  const { db } = context;
  const where = cartExportFilter(context, filter);
  const money = { numFmt: moneyFormat(currency) };
  const [totals, vatRates] = await Promise.all([loadTotals(db, where), loadVatRates(db, where)]);
  const amount = (value: number) => ({ value: moneyCell(value), numFmt: money.numFmt });
  const words = labels.orders;
  writeSummarySheet(
    xlsx,
    { title: words.title, filter, facts, labels },
    {
      header: ['', labels.summary.value],
      rows: [
        { label: words.count, values: [{ value: totals.count }] },
        { label: words.withPhoto, values: [{ value: totals.totalWithImage }] },
        { label: words.subtotal, values: [amount(totals.subtotal)] },
        { label: words.promotions, values: [amount(totals.promo)] },
        { label: words.canceled, values: [{ value: totals.canceled }] },
        { label: words.canceledTotal, values: [amount(totals.canceledTotal)] },
        { label: labels.total, values: [amount(totals.total)] },
        { label: words.deliveryPrice, values: [amount(totals.deliveryPrice)] },
        { label: words.tips, values: [amount(totals.tips)] },
        { label: words.platformFees, values: [amount(totals.platformFee)] },
        { label: words.vatOnPlatformFees, values: [amount(totals.vatPlatformFee)] },
        { label: words.payout, values: [amount(totals.payement)] },
        { label: words.withCanceled, values: [{ value: totals.totalCount }] },
      ],
    },
  );

  const vatColumns: VatColumn[] = vatRates.map((rate) => ({ rate, key: `vat${rate}` }));
  const sheet = xlsx.addSheet(words.title);
  sheet.columns = [
    { header: labels.date, key: 'date', width: 17, style: { numFmt: DATE_TIME_FORMAT } },
    { header: labels.platform, key: 'platform', width: 15 },
    { header: labels.restaurant, key: 'restaurant', width: 28 },
    { header: labels.order, key: 'displayId', width: 14 },
    { header: labels.status, key: 'status', width: 18 },
    { header: words.fulfilment, key: 'fulfillmentType', width: 22 },
    { header: words.paymentMethod, key: 'paymentMethod', width: 20 },
    { header: words.subtotal, key: 'subtotal', width: 12, style: money },
    { header: words.promotion, key: 'promo', width: 12, style: money },
    { header: words.deliveryPrice, key: 'deliveryPrice', width: 13, style: money },
    { header: words.tips, key: 'tips', width: 10, style: money },
    { header: labels.total, key: 'total', width: 12, style: money },
    { header: words.platformFee, key: 'platformFee', width: 13, style: money },
    { header: words.vatOnFee, key: 'vatPlatformFee', width: 12, style: money },
    { header: words.payout, key: 'payement', width: 12, style: money },
    { header: words.photo, key: 'photo', width: 8 },
    // After the columns the export always had, so that sheets built on their places keep working.
    ...vatColumns.map(({ rate, key }) => ({ header: words.vatAt(rate), key, width: 11, style: money })),
    { header: labels.vat, key: 'vat', width: 11, style: money },
  ];
  styleHeader(sheet);
  await forEachBatch(loadCarts(db, where, vatColumns), readCursorKey, async (rows) => {
    for (const row of rows) {
      const values: Record<string, TableCell> = {
        date: wallClockCell(row.local),
        platform: PLATFORMS[row.platform].label,
        restaurant: row.restaurant,
        displayId: row.displayId,
        status: row.status,
        fulfillmentType: row.fulfillmentType,
        paymentMethod: row.paymentMethod,
        subtotal: moneyCell(row.subtotal),
        promo: moneyCell(row.promo),
        deliveryPrice: moneyCell(row.deliveryPrice),
        tips: moneyCell(row.tips),
        total: moneyCell(row.total),
        vat: moneyCell(row.vat),
        platformFee: moneyCell(row.platformFee),
        vatPlatformFee: moneyCell(row.vatPlatformFee),
        payement: moneyCell(row.payement),
        photo: row.hasImage ? labels.yes : labels.no,
      };
      for (const { key } of vatColumns) values[key] = moneyCell(row.vatAt[key] ?? 0);
      commitRow(sheet, values);
    }
    await xlsx.pace();
    return !xlsx.isClosed();
  });
  sheet.commit();
}
