import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { carts, printJobs, type PrintJobKind, type PrintJobStatus } from '../../db/schema';

export const RECENT_PRINT_JOBS = 10;

export type RecentPrintJob = {
  id: number;
  printerId: number;
  kind: PrintJobKind;
  status: PrintJobStatus;
  resultCode: string | null;
  createdAt: Date;
  printedAt: Date | null;
  order: { id: number; displayId: string } | null;
};

/**
 * The last tickets of each printer, newest first (docs/printing.md#managing-printers), in one statement whatever the number
 * of printers. Only reached through a Printer the viewer may see, so no scope is checked again here.
 */
export async function loadRecentPrintJobs(context: GraphQLContext, printerIds: readonly number[]): Promise<RecentPrintJob[]> {
  if (printerIds.length === 0) return [];
  const ranked = context.db
    .select({
      id: printJobs.id,
      printerId: printJobs.printerId,
      kind: printJobs.kind,
      status: printJobs.status,
      resultCode: printJobs.resultCode,
      createdAt: printJobs.createdAt,
      printedAt: printJobs.printedAt,
      cartId: printJobs.cartId,
      rank: sql<number>`row_number() over (partition by ${printJobs.printerId} order by ${printJobs.createdAt} desc, ${printJobs.id} desc)`.as('rank'),
    })
    .from(printJobs)
    .where(inArray(printJobs.printerId, [...printerIds]))
    .as('ranked');
  const rows = await context.db
    .select({
      id: ranked.id,
      printerId: ranked.printerId,
      kind: ranked.kind,
      status: ranked.status,
      resultCode: ranked.resultCode,
      createdAt: ranked.createdAt,
      printedAt: ranked.printedAt,
      cartId: ranked.cartId,
      displayId: carts.displayId,
    })
    .from(ranked)
    .leftJoin(carts, eq(carts.id, ranked.cartId))
    .where(lte(ranked.rank, RECENT_PRINT_JOBS))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows.flatMap(({ printerId, cartId, displayId, ...job }) =>
    printerId === null ? [] : [{ ...job, printerId, order: cartId !== null && displayId !== null ? { id: cartId, displayId } : null }],
  );
}
