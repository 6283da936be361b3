import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printers, printJobs, type CartRow, type PrinterRow } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import { jsonResponse } from '../../http/responses';
import { announceCart } from '../orders/on-cart-received';
import { markOrderPrinted } from './mark-order-printed';
import { isOfferableOn, jobOfRequest } from './offerable-jobs';

/** Fetches after which a job the printer reports failing is given up as 'failed' (docs/printing.md#life-cycle). */
export const MAX_PRINT_ATTEMPTS = 5;

/**
 * `DELETE /cloudprnt?mac=…&code=…&token=…`: the printer's result. A code starting with 2 prints the job, once: the
 * statement only applies to a job not yet printed, so a repeated confirmation changes nothing, and the order is
 * printed in the same transaction. Any other code (410 paper out, 411 jam, 420 cover open, 5xx) keeps the job for
 * the next poll until MAX_PRINT_ATTEMPTS, and shows on the printer's status. Once committed, the tablets hear that
 * the order is printed (a hint: they also poll).
 */
export async function confirmPrintJob({ db, eventBus }: { db: Db; eventBus: EventBus }, printer: PrinterRow, url: URL, now: Date): Promise<Response> {
  const code = decodeCode(url.searchParams.get('code'));
  if (!code) return jsonResponse(400, { error: 'A confirmation names its result code' });
  const job = jobOfRequest(db, printer.id, url.searchParams.get('token'));
  const printedOrder = await db.transaction(async (tx): Promise<CartRow | undefined> => {
    if (code.startsWith('2')) {
      const [printed] = await tx
        .update(printJobs)
        .set({ status: 'printed', printedAt: now, resultCode: code })
        .where(and(eq(printJobs.printerId, printer.id), ne(printJobs.status, 'printed'), job))
        .returning({ cartId: printJobs.cartId });
      return printed?.cartId ? markOrderPrinted(tx, printed.cartId, now) : undefined;
    }
    await tx
      .update(printJobs)
      .set({ status: sql`case when ${printJobs.attempts} >= ${MAX_PRINT_ATTEMPTS} then 'failed' else 'queued' end`, resultCode: code })
      .where(and(isOfferableOn(printer.id), job));
    await tx.update(printers).set({ status: code }).where(eq(printers.id, printer.id));
    return undefined;
  });
  if (printedOrder) await announceCart({ db, eventBus }, printedOrder, false);
  return new Response(null, { status: 200 });
}

// Star URL-encodes the code (`200%20OK`); URL parsing has decoded it already, apart from a `+` for a space.
function decodeCode(code: string | null): string | null {
  const decoded = code?.replace(/\+/g, ' ').trim().slice(0, 100);
  return decoded ? decoded : null;
}
