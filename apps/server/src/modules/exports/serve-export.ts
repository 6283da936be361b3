import { DEFAULT_CURRENCY } from '@comptoir/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { jsonResponse, notFoundJson } from '../../http/responses';
import { writeCartExport } from './cart-export';
import { writeDisputedOrderExport } from './disputed-order-export';
import { describeExportFilter } from './export-filter-facts';
import { exportContext } from './export-filters';
import type { ExportJob } from './export-job';
import type { ExportKind } from './export-kinds';
import { exportFileName, parseExportPath } from './export-path';
import { readExportToken } from './export-token';
import { reloadExportViewer } from './export-viewer';
import { EXPORT_LABELS } from './labels/export-labels';
import { writeMiscItemExport } from './misc-item-export';
import { createXlsxStream } from './xlsx-stream';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { loadAccountLanguage } from '../languages';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WRITERS: Record<ExportKind, (job: ExportJob) => Promise<void>> = {
  cart: writeCartExport,
  miscItem: writeMiscItemExport,
  disputedOrder: writeDisputedOrderExport,
};

export type ServeExportOptions = { db: Db; config: AppConfig };

/**
 * `GET /exports/<kind>.xlsx?token=…`: the workbook an export mutation signed a link for, streamed as it is written.
 * The link's accounts are judged again (enabled, switch right, the screen's roles, scope), so a right lost since the
 * export was asked for is lost for the download too. 401 for a missing, forged or expired link, 403 for a link of
 * another export or one whose account may no longer read it; nothing is streamed then.
 */
export async function serveExport(request: Request, { db, config }: ServeExportOptions): Promise<Response> {
  if (request.method !== 'GET') return notFoundJson();
  const url = new URL(request.url);
  const kind = parseExportPath(url.pathname);
  if (!kind) return notFoundJson();
  const token = url.searchParams.get('token');
  const check = token ? await readExportToken(config.jwtSecret, token) : null;
  if (!check?.ok) {
    const message =
      check?.reason === 'expired'
        ? 'This export link has expired: export the report again'
        : 'Use the link an export gave';
    return jsonResponse(401, { error: message });
  }
  const { claims } = check;
  if (claims.kind !== kind) return jsonResponse(403, { error: 'This link is for another export' });
  const viewer = await reloadExportViewer(db, claims);
  if (!viewer) return jsonResponse(403, { error: 'You may no longer read this export' });

  // The person who asked reads the file (docs/product.md#documents): in the language their screen showed, else in their
  // own account's (an administrator acting as a company: the administrator's).
  const [facts, lang] = await Promise.all([
    describeExportFilter(db, viewer, claims.filter),
    claims.lang ?? loadAccountLanguage(db, viewer.actor.id),
  ]);
  const xlsx = createXlsxStream();
  const context = exportContext(db, viewer);
  const currency = viewer.account.currency || DEFAULT_CURRENCY;
  const job: ExportJob = {
    context,
    xlsx,
    filter: claims.filter,
    facts,
    currency,
    labels: EXPORT_LABELS[lang],
    now: new Date(),
  };
  // A client that leaves mid-download is no failure: the writer stops at its next batch and nothing is logged.
  WRITERS[kind](job)
    .then(() => (xlsx.isClosed() ? undefined : xlsx.workbook.commit()))
    .catch((error: unknown) => {
      if (!xlsx.isClosed()) logger.error({ kind, error: describeError(error) }, 'An export failed while streaming');
      xlsx.fail(error);
    });
  return new Response(xlsx.body, {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${exportFileName(kind, claims.filter)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
