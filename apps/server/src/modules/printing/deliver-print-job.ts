import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printJobs, type PrinterRow } from '../../db/schema';
import { jsonResponse, notFoundJson } from '../../http/responses';
import { isOfferableOn, jobOfRequest } from './offerable-jobs';
import { isPrintMediaType, renderPrintJob } from './render-print-job';

/**
 * `GET /cloudprnt?mac=…&type=…&token=…`: the job in the media type the printer chose. Safe to repeat: a job stays
 * offered until confirmed, and each fetch is only counted (attempts, deliveredAt) in one statement, so two fetches of
 * one job at once serve it twice and confirm nothing (docs/printing.md#life-cycle).
 */
export async function deliverPrintJob(db: Db, printer: PrinterRow, url: URL, now: Date): Promise<Response> {
  const type = url.searchParams.get('type');
  if (!isPrintMediaType(type)) return jsonResponse(415, { error: 'Ask for one of the media types the poll offered' });
  const job = await markPrintJobDelivered(
    db,
    printer,
    jobOfRequest(db, printer.id, url.searchParams.get('token')),
    now,
  );
  if (!job) return notFoundJson();
  const content = await renderPrintJob(db, job, printer, type);
  if (!content) return notFoundJson();
  return new Response(new Uint8Array(content), {
    headers: { 'content-type': type, 'content-length': String(content.length), 'cache-control': 'no-store' },
  });
}

/** Counts a fetch of the named job, if it is still offered to this printer, in one statement; the job, or undefined. */
export async function markPrintJobDelivered(db: Db, printer: PrinterRow, job: SQL | undefined, now: Date) {
  const [delivered] = await db
    .update(printJobs)
    .set({ status: 'delivered', attempts: sql`${printJobs.attempts} + 1`, deliveredAt: now })
    .where(and(isOfferableOn(printer.id), job))
    .returning();
  return delivered;
}
