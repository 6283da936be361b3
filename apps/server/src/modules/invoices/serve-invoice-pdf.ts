import { join } from 'node:path';
import { hasAnyRole, INVOICE_READER_ROLES } from '@comptoir/domain';
import type { AppConfig } from '../../config';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { jsonResponse, notFoundJson } from '../../http/responses';
import { isLinkHolderActive } from '../auth';
import { isCompanyInScope } from '../tenancy';
import { renderInvoicePdf } from './invoice-pdf';
import { INVOICE_PDF_PREFIX, readInvoiceToken } from './invoice-token';
import { loadInvoiceDocument } from './load-invoice-document';

export type ServeInvoicePdfOptions = {
  db: Db;
  config: AppConfig;
  /** The bearer's viewer; null without an Authorization header; throws for a bad token. */
  findViewer: () => Promise<Viewer | null>;
};

const PDF_PATH = /^\/invoices\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/** Only `/invoices/<uuid>.pdf` is the API's: `/invoices` itself and anything else below it is the web app's screen. */
export function isInvoicePdfPath(pathname: string): boolean {
  return pathname.startsWith(INVOICE_PDF_PREFIX) && pathname.endsWith('.pdf');
}

/**
 * `GET /invoices/<uuid>.pdf`: the invoice as a PDF, for the holder of its signed link (`externalUrl`) or a bearer
 * who may read invoices and whose scope covers its company. 401 without valid credentials (a forged or expired link
 * included), 403 for a role that reads no invoices, 404 for a missing or another company's invoice.
 */
export async function serveInvoicePdf(
  request: Request,
  { db, config, findViewer }: ServeInvoicePdfOptions,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson();
  const url = new URL(request.url);
  const uuid = PDF_PATH.exec(url.pathname.toLowerCase())?.[1];
  if (!uuid) return notFoundJson();
  const token = url.searchParams.get('token');
  const viewer = token ? null : await findViewer().catch(() => null);
  const holder = token ? await readInvoiceToken(config.jwtSecret, token, uuid) : null;
  if (token ? !holder || !(await isLinkHolderActive(db, holder)) : !viewer) return unauthenticated();
  if (viewer && !hasAnyRole(viewer.roles, INVOICE_READER_ROLES))
    return jsonResponse(403, { error: 'You are not allowed to read invoices' });

  const document = await loadInvoiceDocument(db, uuid, join(config.dataDir, 'uploads'));
  if (!document || (viewer && !isCompanyInScope(viewer, document.invoice.companyId))) return notFoundJson();
  const pdf = await renderInvoicePdf(document);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="${document.invoice.number}.pdf"`,
      // The payment status printed on it changes: always ask again.
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

function unauthenticated(): Response {
  return jsonResponse(401, { error: 'Sign in, or use a fresh invoice link' }, { 'www-authenticate': 'Bearer' });
}
