import { PLATFORMS } from '@comptoir/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderDisputes, restaurants } from '../../db/schema';
import { keysetAfter, keysetKey, keysetOrder, readCursorKey, type Keyset, type KeyValue } from '../../lib/pagination';
import { disputeStatusAtSql } from '../disputes/dispute-status';
import { forEachBatch } from './batches';
import { loadDisputeResume } from './dispute-resume';
import { disputeExportFilter } from './export-filters';
import type { ExportJob } from './export-job';
import { writeSummarySheet } from './summary-sheet';
import { DATE_TIME_FORMAT, moneyCell, moneyFormat, styleHeader, wallClockCell } from './xlsx-formats';

// Oldest first, read in keyset batches (docs/architecture.md#pagination).
const DISPUTE_KEYSET: Keyset = {
  list: 'disputeExport',
  direction: 'asc',
  columns: [
    { column: orderDisputes.createdAt, part: 'instant' },
    { column: orderDisputes.id, part: 'id' },
  ],
};

const localTime = (column: AnyPgColumn) =>
  sql<string | null>`to_char(${column} at time zone ${restaurants.timezone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

function loadDisputes(db: Db, where: SQL | undefined, now: Date) {
  return (after: readonly KeyValue[] | null, limit: number) =>
    db
      .select({
        id: orderDisputes.id,
        cursorKey: keysetKey(DISPUTE_KEYSET),
        created: localTime(orderDisputes.createdAt),
        platform: orderDisputes.platform,
        restaurant: restaurants.title,
        displayOrderId: orderDisputes.displayOrderId,
        status: disputeStatusAtSql(now),
        orderType: orderDisputes.orderType,
        orderProblem: orderDisputes.orderProblem,
        dishName: orderDisputes.dishName,
        dishProblem: orderDisputes.dishProblem,
        commentsClient: orderDisputes.commentsClient,
        incorrectPrice: orderDisputes.incorrectPrice,
        refundedPrice: orderDisputes.refundedPrice,
        diputedAt: localTime(orderDisputes.diputedAt),
        deadlineAt: localTime(orderDisputes.deadlineAt),
        resolvedAt: localTime(orderDisputes.resolvedAt),
      })
      .from(orderDisputes)
      .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
      .where(and(where, keysetAfter(DISPUTE_KEYSET, { after })))
      .orderBy(...keysetOrder(DISPUTE_KEYSET))
      .limit(limit);
}

/** exportDisputedOrder: the resume of the period, then every dispute, oldest first, in its restaurant's local time. */
export async function writeDisputedOrderExport({
  context,
  xlsx,
  filter,
  facts,
  currency,
  now,
}: ExportJob): Promise<void> {
  const { db } = context;
  const where = disputeExportFilter(context, filter, now);
  const numFmt = moneyFormat(currency);
  const resume = await loadDisputeResume(context, filter, now);
  writeSummarySheet(
    xlsx,
    { title: 'Disputed orders', filter, facts },
    {
      header: ['', 'Value'],
      rows: [
        { label: 'Disputes', values: [{ value: resume.count }] },
        { label: 'To dispute', values: [{ value: resume.toDispute }] },
        { label: 'Disputed (sent)', values: [{ value: resume.disputed }] },
        { label: 'Won', values: [{ value: resume.won }] },
        { label: 'Lost', values: [{ value: resume.lost }] },
        { label: 'Expired', values: [{ value: resume.count - resume.toDispute - resume.disputed }] },
        { label: 'Refunded to clients', values: [{ value: moneyCell(resume.incorrectPrice), numFmt }] },
        { label: 'Recovered on disputes won', values: [{ value: moneyCell(resume.refundedPrice), numFmt }] },
      ],
    },
  );

  const dateTime = { numFmt: DATE_TIME_FORMAT };
  const sheet = xlsx.addSheet('Disputed orders');
  sheet.columns = [
    { header: 'Date', key: 'created', width: 17, style: dateTime },
    { header: 'Platform', key: 'platform', width: 15 },
    { header: 'Restaurant', key: 'restaurant', width: 28 },
    { header: 'Order', key: 'displayOrderId', width: 14 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Order type', key: 'orderType', width: 22 },
    { header: 'Problem', key: 'orderProblem', width: 28 },
    { header: 'Dish', key: 'dishName', width: 24 },
    { header: 'Dish problem', key: 'dishProblem', width: 28 },
    { header: "Client's comment", key: 'commentsClient', width: 36 },
    { header: 'Refunded to client', key: 'incorrectPrice', width: 16, style: { numFmt } },
    { header: 'Recovered', key: 'refundedPrice', width: 12, style: { numFmt } },
    { header: 'Disputed at', key: 'diputedAt', width: 17, style: dateTime },
    { header: 'Deadline', key: 'deadlineAt', width: 17, style: dateTime },
    { header: 'Resolved at', key: 'resolvedAt', width: 17, style: dateTime },
  ];
  styleHeader(sheet);
  await forEachBatch(loadDisputes(db, where, now), readCursorKey, async (rows) => {
    for (const row of rows) {
      sheet
        .addRow({
          ...row,
          created: wallClockCell(row.created),
          platform: PLATFORMS[row.platform].label,
          incorrectPrice: moneyCell(row.incorrectPrice),
          refundedPrice: moneyCell(row.refundedPrice),
          diputedAt: wallClockCell(row.diputedAt),
          deadlineAt: wallClockCell(row.deadlineAt),
          resolvedAt: wallClockCell(row.resolvedAt),
        })
        .commit();
    }
    await xlsx.pace();
    return !xlsx.isClosed();
  });
  sheet.commit();
}
