import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { jsonResponse, notFoundJson } from '../../http/responses';
import { isCompanyInScope } from '../tenancy';
import { loadTicketOrder } from './load-ticket-order';
import { renderTicketPng } from './render-ticket';
import { buildTicketDocument } from './ticket-document';
import { parseTicketPath } from './ticket-path';

export type ServeTicketOptions = {
  db: Db;
  /** The bearer's viewer; null without an Authorization header; throws for a bad token. */
  findViewer: () => Promise<Viewer | null>;
};

/**
 * `GET /template/{lang}/{showCategory}/{showCustomLabels}/{orderId}.png`: the order's ticket in that language, for a
 * viewer whose scope covers its company (cloud printers fetch tickets through /cloudprnt and /epson-sdp with their own
 * credentials, docs/printing.md). 401 without valid credentials;
 * 404 for a bad path (an unknown language included), a missing order or another company's order, so ids cannot be
 * probed.
 */
export async function serveTicket(request: Request, { db, findViewer }: ServeTicketOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson();
  const url = new URL(request.url);
  const ticket = parseTicketPath(url.pathname);
  if (!ticket) return notFoundJson();
  const viewer = await findViewer().catch(() => null);
  if (!viewer) return unauthenticated();

  const order = await loadTicketOrder(db, ticket.cartId);
  if (!order || !isCompanyInScope(viewer, order.companyId)) return notFoundJson();

  const png = await renderTicketPng(buildTicketDocument(order, ticket));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(png.length),
      // The order changes (status, lines fixed by the platform), so every print renders it afresh.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

function unauthenticated(): Response {
  return jsonResponse(401, { error: 'Sign in to print a ticket' }, { 'www-authenticate': 'Bearer' });
}
