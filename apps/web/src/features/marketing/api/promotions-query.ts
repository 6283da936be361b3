import { graphql, type ResultOf } from '../../../lib/graphql';

export const PromotionsQuery = graphql(`
  query Promotions(
    $first: Int
    $after: String
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    promotions(
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
      totals {
        orders
        sales
        discount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          type
          startAt
          endAt
          budget
          budgetSpent
          option {
            minimumPurchase
            promotionValue
            itemsCount
            isPercent
            items
          }
          restaurant {
            uuid
            title
            timezone
            platform {
              name
            }
          }
          results {
            orders
            sales
            discount
          }
        }
      }
    }
  }
`);

export type PromotionsPage = ResultOf<typeof PromotionsQuery>['promotions'];
export type PromotionRow = PromotionsPage['edges'][number]['node'];
