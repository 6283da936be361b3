import { graphql, type ResultOf } from '../../../lib/graphql';

export const HistoryQuery = graphql(`
  query History(
    $first: Int
    $after: String
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    history(
      first: $first
      after: $after
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      stats {
        count
        totalWithImage
        subtotal
        promo
        canceled
        canceledTotal
        total
      }
      edges {
        cursor
        node {
          id
          displayId
          status
          createdAt
          hasImage
          total
          restaurant {
            uuid
            title
            timezone
            platform {
              name
            }
          }
          client {
            firstName
            lastName
          }
          courser {
            firstName
            lastName
          }
        }
      }
    }
  }
`);

export type HistoryPage = ResultOf<typeof HistoryQuery>['history'];
export type HistoryRow = HistoryPage['edges'][number]['node'];
export type HistoryStats = HistoryPage['stats'];
export type HistoryPerson = HistoryRow['client'];
