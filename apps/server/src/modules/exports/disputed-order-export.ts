import { PLATFORMS } from '@comptoir/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderDisputes, restaurants } from '../../db/schema';
import { localDateTimeText } from '../../lib/instants';
import { keysetAfter, keysetKey, keysetOrder, readCursorKey, type Keyset, type KeyValue } from '../../lib/pagination';
import { disputeStatusAtSql } from '../disputes';
import { forEachBatch } from './batches';
import { loadDisputeResume } from './dispute-resume';
import { disputeExportFilter } from './export-filters';
import type { ExportJob } from './export-job';
import { writeSummarySheet } from './summary-sheet';
import { DATE_TIME_FORMAT, moneyCell, moneyFormat, styleHeader, wallClockCell } from './xlsx-formats';
import { commitRow } from './table-rows';

// Oldest first, read in keyset batches (docs/architecture.md#pagination).
const DISPUTE_KEYSET: Keyset = {
  list: 'disputeExport',
  direction: 'asc',
  columns: [
    { column: orderDisputes.createdAt, part: 'instant' },
    { column: orderDisputes.id, part: 'id' },
  ],
};

const localTime = (column: AnyPgColumn) => localDateTimeText(column, restaurants.timezone);

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
  labels,
  now,
}: ExportJob): Promise<void> {
  const { db } = context;
  const where = disputeExportFilter(context, filter, now);
  const numFmt = moneyFormat(currency);
  const resume = await loadDisputeResume(context, filter, now);
  const words = labels.disputes;
  writeSummarySheet(
    xlsx,
    { title: words.title, filter, facts, labels },
    {
      header: ['', labels.summary.value],
      rows: [
        { label: words.count, values: [{ value: resume.count }] },
        { label: words.toDispute, values: [{ value: resume.toDispute }] },
        { label: words.disputed, values: [{ value: resume.disputed }] },
        { label: words.won, values: [{ value: resume.won }] },
        { label: words.lost, values: [{ value: resume.lost }] },
        { label: words.expired, values: [{ value: resume.count - resume.toDispute - resume.disputed }] },
        { label: words.refunded, values: [{ value: moneyCell(resume.incorrectPrice), numFmt }] },
        { label: words.recovered, values: [{ value: moneyCell(resume.refundedPrice), numFmt }] },
      ],
    },
  );

  const dateTime = { numFmt: DATE_TIME_FORMAT };
  const sheet = xlsx.addSheet(words.title);
  sheet.columns = [
    { header: labels.date, key: 'created', width: 17, style: dateTime },
    { header: labels.platform, key: 'platform', width: 15 },
    { header: labels.restaurant, key: 'restaurant', width: 28 },
    { header: labels.order, key: 'displayOrderId', width: 14 },
    { header: labels.status, key: 'status', width: 12 },
    { header: words.orderType, key: 'orderType', width: 22 },
    { header: words.problem, key: 'orderProblem', width: 28 },
    { header: words.dish, key: 'dishName', width: 24 },
    { header: words.dishProblem, key: 'dishProblem', width: 28 },
    { header: words.clientComment, key: 'commentsClient', width: 36 },
    { header: words.refundedToClient, key: 'incorrectPrice', width: 16, style: { numFmt } },
    { header: words.recoveredColumn, key: 'refundedPrice', width: 12, style: { numFmt } },
    { header: words.disputedAt, key: 'diputedAt', width: 17, style: dateTime },
    { header: words.deadline, key: 'deadlineAt', width: 17, style: dateTime },
    { header: words.resolvedAt, key: 'resolvedAt', width: 17, style: dateTime },
  ];
  styleHeader(sheet);
  await forEachBatch(loadDisputes(db, where, now), readCursorKey, async (rows) => {
    for (const row of rows) {
      commitRow(sheet, {
        ...row,
        created: wallClockCell(row.created),
        platform: PLATFORMS[row.platform].label,
        incorrectPrice: moneyCell(row.incorrectPrice),
        refundedPrice: moneyCell(row.refundedPrice),
        diputedAt: wallClockCell(row.diputedAt),
        deadlineAt: wallClockCell(row.deadlineAt),
        resolvedAt: wallClockCell(row.resolvedAt),
      });
    }
    await xlsx.pace();
    return !xlsx.isClosed();
  });
  sheet.commit();
}
