import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printers, type PrinterRow } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import { jsonResponse } from '../../http/responses';
import { authenticateDigest } from './authenticate-digest';
import { recordPrintResult, type PrintResult } from './confirm-print-job';
import { markPrintJobDelivered } from './deliver-print-job';
import { jobOfRequest } from './offerable-jobs';
import { readEpsonResponse, type EpsonResult } from './read-epson-response';
import { ESC_POS, renderPrintJob } from './render-print-job';

// A GetRequest is a few fields and a SetResponse one small XML file; anything much larger is not a printer.
const MAX_BODY_BYTES = 64 * 1024;

const EPOS_PRINT_NAMESPACE = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

// How long the printer may take over the job before it reports EX_TIMEOUT (ms).
const PRINT_TIMEOUT_MS = 10_000;

// Epson's result codes that stop the printer for good until someone acts, as the problems list reads them (Star's
// 410 paper out, 411 jam, 420 cover open, docs/printing.md#epson-server-direct-print); the others are retried.
const STOPPING_CODES: ReadonlyMap<string, string> = new Map([
  ['EPTR_REC_EMPTY', '410'],
  ['EPTR_COVER_OPEN', '420'],
  ['EPTR_CUTTER', '411'],
  ['EPTR_MECHANICAL', '411'],
]);

// What the printer's status says after it printed: nothing wrong.
const PRINTED_STATUS = 'OK';

type Deps = { db: Db; eventBus: EventBus; nonceKey: Uint8Array };

/**
 * `POST /epson-sdp`: Epson Server Direct Print, for printers with Digest credentials. `ConnectionType=GetRequest`
 * takes the printer's oldest offerable job (counted as a fetch, as CloudPRNT's GET) as an ePOS-Print document of
 * ESC/POS commands; `SetResponse` records its result as a CloudPRNT confirmation does
 * (docs/printing.md#epson-server-direct-print).
 */
export async function serveEpsonSdp(request: Request, deps: Deps): Promise<Response> {
  if (request.method !== 'POST')
    return jsonResponse(405, { error: 'Server Direct Print speaks POST' }, { allow: 'POST' });
  const now = new Date();
  const outcome = await authenticateDigest(deps.db, request, deps.nonceKey, now);
  if ('challenge' in outcome) {
    return jsonResponse(
      401,
      { error: 'Set the printer’s Server Direct Print user name (its MAC address) and password' },
      { 'www-authenticate': outcome.challenge },
    );
  }
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return jsonResponse(413, { error: 'Request too large' });
  const form = new URLSearchParams(body);
  const [printer] = await deps.db
    .update(printers)
    .set({ lastPing: now })
    .where(eq(printers.id, outcome.printer.id))
    .returning();
  if (!printer) return emptyXml();
  const connectionType = form.get('ConnectionType');
  if (connectionType === 'GetRequest') return answerGetRequest(deps.db, printer, now);
  if (connectionType === 'SetResponse') {
    for (const result of readEpsonResponse(form.get('ResponseFile') ?? '')) {
      await recordPrintResult(
        deps,
        printer,
        jobOfRequest(deps.db, printer.id, result.printJobId),
        printResultOf(result),
        now,
      );
    }
  }
  return emptyXml();
}

async function answerGetRequest(db: Db, printer: PrinterRow, now: Date): Promise<Response> {
  if (!printer.cloudPrintEnabled) return emptyXml();
  const job = await markPrintJobDelivered(db, printer, jobOfRequest(db, printer.id, null), now);
  if (!job) return emptyXml();
  const commands = await renderPrintJob(db, job, printer, ESC_POS);
  if (!commands) return emptyXml();
  const xml =
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
    `<timeout>${PRINT_TIMEOUT_MS}</timeout><printjobid>${job.id}</printjobid></Parameter>` +
    `<PrintData><epos-print xmlns="${EPOS_PRINT_NAMESPACE}"><command>${commands.toString('hex')}</command></epos-print></PrintData>` +
    '</ePOSPrint></PrintRequestInfo>';
  return new Response(xml, { headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' } });
}

function printResultOf({ success, code }: EpsonResult): PrintResult {
  if (success) return { printed: true, code: code || PRINTED_STATUS, printerStatus: PRINTED_STATUS };
  const failure = code || 'ERROR';
  const starCode = STOPPING_CODES.get(failure);
  return { printed: false, code: failure, printerStatus: starCode ? `${starCode} ${failure}` : failure };
}

// What the printer expects when there is nothing to print, and after it reported a result.
function emptyXml(): Response {
  return new Response(null, {
    status: 200,
    headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' },
  });
}
