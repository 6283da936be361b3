import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { jsonResponse } from '../../http/responses';
import { answerPoll } from './answer-poll';
import { authenticatePrinter } from './authenticate-printer';
import { confirmPrintJob } from './confirm-print-job';
import { deliverPrintJob } from './deliver-print-job';

// A poll body is a few hundred bytes of JSON; anything much larger is not a printer.
const MAX_POLL_BYTES = 64 * 1024;

/**
 * `/cloudprnt`: Star CloudPRNT's poll (POST), job (GET) and confirmation (DELETE), for printers with Basic credentials.
 */
export async function serveCloudPrnt(
  request: Request,
  { db, eventBus }: { db: Db; eventBus: EventBus },
): Promise<Response> {
  const printer = await authenticatePrinter(db, request);
  if (!printer) return unauthenticated();
  const now = new Date();
  const url = new URL(request.url);
  if (request.method === 'POST') {
    const body = await request.text();
    if (body.length > MAX_POLL_BYTES) return jsonResponse(413, { error: 'Poll body too large' });
    return answerPoll(db, printer, body, now);
  }
  if (request.method === 'GET') return deliverPrintJob(db, printer, url, now);
  if (request.method === 'DELETE') return confirmPrintJob({ db, eventBus }, printer, url, now);
  return jsonResponse(405, { error: 'CloudPRNT speaks POST, GET and DELETE' }, { allow: 'POST, GET, DELETE' });
}

function unauthenticated(): Response {
  return jsonResponse(
    401,
    { error: 'Set the printer’s CloudPRNT username (its MAC address) and password' },
    { 'www-authenticate': 'Basic realm="Comptoir CloudPRNT"' },
  );
}
