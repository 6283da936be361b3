import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, printers, printJobs, type CartRow, type PrinterRow } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import { jsonResponse } from '../../http/responses';
import { announceCart, markOrderPrinted } from '../orders';
import { isOfferableOn, jobOfRequest } from './offerable-jobs';

/** Fetches after which a job the printer reports failing is given up as 'failed' (docs/printing.md#life-cycle). */
export const MAX_PRINT_ATTEMPTS = 5;

/**
 * `DELETE /cloudprnt?mac=…&code=…&token=…`: the printer's result. A code starting with 2 prints the job, once: the
 * statement only applies to a job not yet printed, so a repeated confirmation changes nothing, and the order is
 * printed in the same transaction. Any other code (410 paper out, 411 jam, 420 cover open, 5xx) keeps the job for
 * the next poll until MAX_PRINT_ATTEMPTS, and shows on the printer's status. Once committed, the tablets hear that
 * the order is printed, or that its ticket was given up (a hint: they also poll).
 */
export async function confirmPrintJob(
  deps: { db: Db; eventBus: EventBus },
  printer: PrinterRow,
  url: URL,
  now: Date,
): Promise<Response> {
  const code = decodeCode(url.searchParams.get('code'));
  if (!code) return jsonResponse(400, { error: 'A confirmation names its result code' });
  const job = jobOfRequest(deps.db, printer.id, url.searchParams.get('token'));
  // The poll reports a working printer's status; a failure shows at once.
  const printed = code.startsWith('2');
  await recordPrintResult(
    deps,
    printer,
    job,
    printed ? { printed, code } : { printed, code, printerStatus: code },
    now,
  );
  return new Response(null, { status: 200 });
}

/** What a printer says of one job: printed or not, its own result code, and what its status now is (if it says). */
export type PrintResult = { printed: boolean; code: string; printerStatus?: string };

/**
 * Records a printer's result for the job `job` selects, for every protocol: printed once (and its order with it, in
 * the same transaction), or kept for a retry until MAX_PRINT_ATTEMPTS with the printer's status showing why.
 */
export async function recordPrintResult(
  { db, eventBus }: { db: Db; eventBus: EventBus },
  printer: PrinterRow,
  job: SQL | undefined,
  result: PrintResult,
  now: Date,
): Promise<void> {
  const changedOrders = await db.transaction(async (tx): Promise<CartRow[]> => {
    if (result.printerStatus !== undefined)
      await tx.update(printers).set({ status: result.printerStatus }).where(eq(printers.id, printer.id));
    if (result.printed) {
      const [printed] = await tx
        .update(printJobs)
        .set({ status: 'printed', printedAt: now, resultCode: result.code })
        .where(and(eq(printJobs.printerId, printer.id), ne(printJobs.status, 'printed'), job))
        .returning({ cartId: printJobs.cartId });
      const order = printed?.cartId ? await markOrderPrinted(tx, printed.cartId, now) : undefined;
      return order ? [order] : [];
    }
    const kept = await tx
      .update(printJobs)
      .set({
        status: sql`case when ${printJobs.attempts} >= ${MAX_PRINT_ATTEMPTS} then 'failed' else 'queued' end`,
        resultCode: result.code,
      })
      .where(and(isOfferableOn(printer.id), job))
      .returning({ cartId: printJobs.cartId, status: printJobs.status });
    // A ticket given up turns its order's ticketState to FAILED: the tablets must hear of it as of a printed one.
    const failedOrders = kept.flatMap((row) => (row.status === 'failed' && row.cartId !== null ? [row.cartId] : []));
    return failedOrders.length > 0 ? tx.select().from(carts).where(inArray(carts.id, failedOrders)) : [];
  });
  for (const order of changedOrders) await announceCart({ db, eventBus }, order, false);
}

// Star URL-encodes the code (`200%20OK`); URL parsing has decoded it already, apart from a `+` for a space.
function decodeCode(code: string | null): string | null {
  const decoded = code?.replace(/\+/g, ' ').trim().slice(0, 100);
  return decoded ? decoded : null;
}
