import { graphql, type ResultOf } from '../../../lib/graphql';

export const ReviewsQuery = graphql(`
  query Reviews($first: Int, $after: String, $rating: Int, $withResponse: Boolean, $restaurants: [String!]) {
    getReviews(first: $first, after: $after, rating: $rating, withResponse: $withResponse, restaurants: $restaurants) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          uuid
          rating
          price
          orderNumber
          workflowUuid
          message
          giftPrice
          comment
          reviewAt
          withResponse
          replyStatus
          replyPublishable
          platform
          restaurant {
            uuid
            title
          }
          client {
            platformId
            firstName
            picture
          }
        }
      }
    }
  }
`);

type ReviewsPage = ResultOf<typeof ReviewsQuery>['getReviews'];
export type ReviewItem = ReviewsPage['edges'][number]['node'];
