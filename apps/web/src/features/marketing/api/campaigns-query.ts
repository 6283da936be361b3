import { graphql, type ResultOf } from '../../../lib/graphql';

export const CampaignsQuery = graphql(`
  query Campaigns(
    $first: Int
    $after: String
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    campaigns(
      first: $first
      after: $after
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      totalCount
      fromDate
      toDate
      dailyStats {
        day
        adSpend
        clicks
        ordersAfterClick
        totalOrders
        sale
      }
      totals {
        adSpend
        clicks
        ordersAfterClick
        totalOrders
        sale
        roas
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          isAutoBid
          manualBidAmount
          budget
          budgetUnit
          spent
          startAt
          endAt
          restaurant {
            uuid
            title
            timezone
            platform {
              name
            }
          }
          totals {
            adSpend
            clicks
            ordersAfterClick
            sale
            roas
          }
        }
      }
    }
  }
`);

export type CampaignsPage = ResultOf<typeof CampaignsQuery>['campaigns'];
export type CampaignRow = CampaignsPage['edges'][number]['node'];
export type CampaignDay = CampaignsPage['dailyStats'][number];
