import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { carts, printers, printJobs, type PrintJobKind, type PrintJobStatus } from '../../db/schema';

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
 * The last tickets of each printer, newest first (docs/printing.md#managing-printers), in one statement whatever the
 * number of printers. Only reached through a Printer the viewer may see, so no scope is checked again here.
 */
export async function loadRecentPrintJobs(
  context: GraphQLContext,
  printerIds: readonly number[],
): Promise<RecentPrintJob[]> {
  if (printerIds.length === 0) return [];
  // A lateral LIMIT per printer reads its last tickets off print_jobs_printer_recent_idx, not its whole history.
  const recent = context.db
    .select({
      id: printJobs.id,
      kind: printJobs.kind,
      status: printJobs.status,
      resultCode: printJobs.resultCode,
      createdAt: printJobs.createdAt,
      printedAt: printJobs.printedAt,
      cartId: printJobs.cartId,
    })
    .from(printJobs)
    .where(eq(printJobs.printerId, printers.id))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(RECENT_PRINT_JOBS)
    .as('recent');
  const rows = await context.db
    .select({
      id: recent.id,
      printerId: printers.id,
      kind: recent.kind,
      status: recent.status,
      resultCode: recent.resultCode,
      createdAt: recent.createdAt,
      printedAt: recent.printedAt,
      cartId: recent.cartId,
      displayId: carts.displayId,
    })
    .from(printers)
    .innerJoinLateral(recent, sql`true`)
    .leftJoin(carts, eq(carts.id, recent.cartId))
    .where(inArray(printers.id, [...printerIds]))
    .orderBy(desc(recent.createdAt), desc(recent.id));
  return rows.map(({ cartId, displayId, ...job }) => ({
    ...job,
    order: cartId !== null && displayId !== null ? { id: cartId, displayId } : null,
  }));
}
