import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { reportVariables, type ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';

const TvaReportQuery = graphql(`
  query TvaReport(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    tvaReport(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      orderCount
      lines {
        key
        label
        amount
      }
      byRate {
        vatPercent
        ttc
        ht
        tva
      }
      byPlatform {
        platform {
          name
          color
        }
        orderCount
        lines {
          key
          amount
        }
        byRate {
          vatPercent
          ttc
          ht
          tva
        }
      }
    }
  }
`);

export type TvaReport = ResultOf<typeof TvaReportQuery>['tvaReport'];
export type TvaPlatformStatement = TvaReport['byPlatform'][number];

function tvaReportQueryOptions(filters: ReportFilterParams) {
  return queryOptions({
    queryKey: ['tvaReport', filters],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(TvaReportQuery, reportVariables(filters), { signal })).tvaReport,
  });
}

export function useTvaReport(filters: ReportFilterParams) {
  return useQuery(tvaReportQueryOptions(filters));
}
