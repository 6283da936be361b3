import { graphql, type ResultOf } from '../../../lib/graphql';

/** What a dispute row (lists, bell) shows, and what it needs to open the dispute modal. */
export const DisputeRowFields = graphql(`
  fragment DisputeRowFields on OrderDispute {
    id
    status
    isToBeDisputed
    displayOrderId
    incorrectPrice
    refundedPrice
    orderProblem
    dishName
    createdAt
    diputedAt
    deadlineAt
    responseChannel
    restaurant {
      uuid
      title
      timezone
      platform {
        id
        name
      }
    }
  }
`);

export type DisputeRow = ResultOf<typeof DisputeRowFields>;
