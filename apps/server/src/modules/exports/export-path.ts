import { EXPORT_KIND_FACTS, EXPORT_KINDS, type ExportKind } from './export-kinds';
import type { ExportFilter } from './export-token';

export const EXPORT_PATH_PREFIX = '/exports/';

export function buildExportPath(kind: ExportKind): string {
  return `${EXPORT_PATH_PREFIX}${EXPORT_KIND_FACTS[kind].slug}.xlsx`;
}

export function parseExportPath(pathname: string): ExportKind | null {
  return EXPORT_KINDS.find((kind) => buildExportPath(kind) === pathname) ?? null;
}

/** e.g. comptoir-orders-week-2026-11-16_2026-11-22.xlsx; a custom range leaves the period out. */
export function exportFileName(kind: ExportKind, filter: Pick<ExportFilter, 'fromDate' | 'toDate' | 'period'>): string {
  const period = filter.period === 'custom' ? '' : `-${filter.period}`;
  return `comptoir-${EXPORT_KIND_FACTS[kind].slug}${period}-${filter.fromDate}_${filter.toDate}.xlsx`;
}
