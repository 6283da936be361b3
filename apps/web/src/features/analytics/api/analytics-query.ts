import { graphql, type ResultOf } from '../../../lib/graphql';

// The statistics and the day map in one request: one filter, one loading state, one refresh (the best items load
// apart, best-items-query.ts).
export const AnalyticsQuery = graphql(`
  query Analytics(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    totalOrder(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      overall {
        total
        canceled
        canceledTotal
        inactivity
        promo
        sales
        totalCommand
        newClient
        photoCount
      }
      byPlatform {
        platform {
          name
          color
        }
        total
        canceled
        canceledTotal
        inactivity
        promo
        sales
        totalCommand
        newClient
        photoCount
      }
      byRestaurant {
        restaurant {
          uuid
          title
          platform {
            name
          }
        }
        total
        canceled
        canceledTotal
        inactivity
        promo
        sales
        totalCommand
        newClient
        photoCount
      }
    }
    totalOrderDayMap(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      dayOfWeek
      hour
      sales
      total
      online
      offline
    }
  }
`);

export type AnalyticsAnswer = ResultOf<typeof AnalyticsQuery>;
export type OrderTotals = AnalyticsAnswer['totalOrder']['overall'];
export type PlatformTotals = AnalyticsAnswer['totalOrder']['byPlatform'][number];
export type RestaurantTotals = AnalyticsAnswer['totalOrder']['byRestaurant'][number];
export type DayMapCell = AnalyticsAnswer['totalOrderDayMap'][number];
