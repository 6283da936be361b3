import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printers, type PrinterRow } from '../../db/schema';
import { jsonResponse } from '../../http/responses';
import { oldestOfferableJob } from './offerable-jobs';
import { readPoll } from './read-poll';
import { PRINT_MEDIA_TYPES } from './render-print-job';

// Asked of a printer whose model or poll interval Comptoir does not know yet; the answers come in its next poll.
const INFO_REQUESTS = ['ClientType', 'ClientVersion', 'GetPollInterval'].map((request) => ({ request, options: '' }));

/**
 * `POST /cloudprnt`: records the poll on the printer (its last ping, status, and what it answered to client actions)
 * and announces its oldest unconfirmed job, whose token is the job's id (docs/printing.md#protocol).
 */
export async function answerPoll(db: Db, printer: PrinterRow, body: string, now: Date): Promise<Response> {
  const poll = readPoll(body);
  const [recorded] = await db
    .update(printers)
    .set({
      lastPing: now,
      ...(poll.status !== null ? { status: poll.status } : {}),
      ...(poll.clientType !== null ? { clientType: poll.clientType } : {}),
      ...(poll.clientVersion !== null ? { clientVersion: poll.clientVersion } : {}),
      ...(poll.pollInterval !== null ? { pollInterval: poll.pollInterval } : {}),
    })
    .where(eq(printers.id, printer.id))
    .returning();
  const known = recorded ?? printer;
  const askInfo = !poll.answersClientActions && (known.clientType === null || known.pollInterval === null);
  const clientAction = askInfo ? { clientAction: INFO_REQUESTS } : {};
  const [job] = known.cloudPrintEnabled ? await oldestOfferableJob(db, printer.id) : [];
  if (!job) return jsonResponse(200, { jobReady: false, ...clientAction });
  return jsonResponse(200, {
    jobReady: true,
    mediaTypes: PRINT_MEDIA_TYPES,
    jobToken: String(job.id),
    ...clientAction,
  });
}
