import { useMutation } from '@tanstack/react-query';
import type { PlatformCode } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { ExportPeriod } from '../period-of-range';

const ExportCartMutation = graphql(`
  mutation ExportCart(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
    $period: String
  ) {
    exportCart(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
      period: $period
    ) {
      url
      fileName
      expiresAt
      stores
    }
  }
`);

const ExportMiscItemMutation = graphql(`
  mutation ExportMiscItem(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
    $period: String
  ) {
    exportMiscItem(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
      period: $period
    ) {
      url
      fileName
      expiresAt
      stores
    }
  }
`);

const ExportDisputedOrderMutation = graphql(`
  mutation ExportDisputedOrder(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
  ) {
    exportDisputedOrder(fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants) {
      url
      fileName
      expiresAt
      stores
    }
  }
`);

export type ReportExportKind = 'cart' | 'miscItem' | 'disputedOrder';

export type ReportExportFilters = {
  fromDate: string;
  toDate: string;
  /** Empty means every platform. */
  platforms: readonly PlatformCode[];
  /** Restaurant uuids; empty means every store. */
  restaurants: readonly string[];
  /** One company, for staff accounts; the disputes export takes none (SPEC §7). */
  company?: number | null;
  period: ExportPeriod;
};

export type ReportFile = { url: string; fileName: string; expiresAt: string; stores: string[] };

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

/** Asks the server for a signed link to the report's .xlsx (the rows are read when the link is followed). */
async function requestReportExport(kind: ReportExportKind, filters: ReportExportFilters): Promise<ReportFile> {
  const base = {
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    platforms: orNull(filters.platforms),
    restaurants: orNull(filters.restaurants),
  };
  const withCompany = { ...base, company: filters.company ?? null, period: filters.period };
  if (kind === 'cart') return (await requestGraphQL(ExportCartMutation, withCompany)).exportCart;
  if (kind === 'miscItem') return (await requestGraphQL(ExportMiscItemMutation, withCompany)).exportMiscItem;
  return (await requestGraphQL(ExportDisputedOrderMutation, base)).exportDisputedOrder;
}

export function useReportExport(kind: ReportExportKind) {
  return useMutation({ mutationFn: (filters: ReportExportFilters) => requestReportExport(kind, filters) });
}
