import { useMutation } from '@tanstack/react-query';
import { isLang, type PlatformCode } from '@comptoir/domain';
import { i18n } from '../../../lib/i18n';
import type { ExportPeriod } from '../period-of-range';
import { exportCart } from './export-cart';
import { exportDisputedOrder } from './export-disputed-order';
import { exportMiscItem } from './export-misc-item';

export type ReportExportKind = 'cart' | 'miscItem' | 'disputedOrder';

export type ReportExportFilters = {
  fromDate: string;
  toDate: string;
  /** Empty means every platform. */
  platforms: readonly PlatformCode[];
  /** Restaurant uuids; empty means every store. */
  restaurants: readonly string[];
  /** One company, for staff accounts; the disputes export takes none (docs/api.md#exports). */
  company?: number | null;
  period: ExportPeriod;
};

export type ReportFile = { url: string; fileName: string; expiresAt: string; stores: string[] };

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

/**
 * Asks the server for a signed link to the report's .xlsx (the rows are read when the link is followed), its words in
 * the language this screen is read in (docs/product.md#documents).
 */
async function requestReportExport(kind: ReportExportKind, filters: ReportExportFilters): Promise<ReportFile> {
  const base = {
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    platforms: orNull(filters.platforms),
    restaurants: orNull(filters.restaurants),
    lang: isLang(i18n.language) ? i18n.language : null,
  };
  const withCompany = { ...base, company: filters.company ?? null, period: filters.period };
  if (kind === 'cart') return exportCart(withCompany);
  if (kind === 'miscItem') return exportMiscItem(withCompany);
  return exportDisputedOrder(base);
}

export function useReportExport(kind: ReportExportKind) {
  return useMutation({ mutationFn: (filters: ReportExportFilters) => requestReportExport(kind, filters) });
}
