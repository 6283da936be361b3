import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportVariables, type ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const DataCheckQuery = graphql(`
  query DataCheck(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    datacheck(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      history {
        count
        totalWithImage
        subtotal
        promo
        canceled
        canceledTotal
        total
      }
      totals {
        byPlatform {
          platform {
            name
            color
          }
          totalCommand
          total
          canceled
          canceledTotal
        }
        byRestaurant {
          restaurant {
            uuid
            title
            platform {
              name
            }
            company {
              name
            }
          }
          totalCommand
          total
          canceled
          canceledTotal
        }
      }
      vat {
        orderCount
        byRate {
          vatPercent
          ttc
          ht
          tva
        }
      }
      checks {
        key
        expected
        actual
        matches
      }
    }
  }
`);

export type DataCheck = ResultOf<typeof DataCheckQuery>['datacheck'];

export function useDataCheck(filters: ReportFilterParams) {
  return useQuery(
    queryOptions({
      queryKey: ['datacheck', filters],
      queryFn: async ({ signal }) =>
        (await requestGraphQL(DataCheckQuery, reportVariables(filters), { signal })).datacheck,
    }),
  );
}
