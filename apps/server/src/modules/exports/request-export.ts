import type { Lang } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { readReportDates, readRestaurantUuids, type ReportFilterArgs } from '../reports';
import { describeExportFilter } from './export-filter-facts';
import type { ExportKind } from './export-kinds';
import { buildExportPath, exportFileName } from './export-path';
import { readExportPeriod } from './export-period';
import { EXPORT_TOKEN_LIFETIME_SECONDS, signExportToken, type ExportFilter } from './export-token';

export type RequestExportArgs = ReportFilterArgs & { period?: string | null; lang?: Lang | null };

export type ExportFile = {
  url: string;
  fileName: string;
  expiresAt: Date;
  stores: string[];
  filter: ExportFilter;
};

/** Checks the filter now, so that a bad one is a clear error here rather than a broken download. */
function readExportFilter(args: RequestExportArgs): ExportFilter {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  return {
    fromDate,
    toDate,
    platforms: [...new Set(args.platforms ?? [])],
    restaurants: readRestaurantUuids(args.restaurants),
    company: args.company ?? null,
    period: readExportPeriod(args.period),
  };
}

/**
 * An export mutation (docs/api.md#exports: it answers a short-lived signed link that downloads the .xlsx).
 * The link names the viewer's accounts and the filter; the rows are read when it is followed.
 */
export async function requestExport(
  context: SignedInContext,
  kind: ExportKind,
  args: RequestExportArgs,
  now: Date = new Date(),
): Promise<ExportFile> {
  const filter = readExportFilter(args);
  const { viewer } = context;
  const [facts, token] = await Promise.all([
    describeExportFilter(context.db, viewer, filter),
    signExportToken(
      context.config.jwtSecret,
      {
        kind,
        filter,
        accountId: viewer.account.id,
        actorId: viewer.actor.id,
        actorTokenVersion: viewer.actor.tokenVersion,
        lang: args.lang ?? null,
      },
      now,
    ),
  ]);
  return {
    url: `${buildExportPath(kind)}?token=${token}`,
    fileName: exportFileName(kind, filter),
    expiresAt: new Date((Math.floor(now.getTime() / 1000) + EXPORT_TOKEN_LIFETIME_SECONDS) * 1000),
    stores: facts.stores,
    filter,
  };
}
