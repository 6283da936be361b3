import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const DisputeForCartQuery = graphql(`
  query DisputeForCart($orderId: String!, $restaurant: String!) {
    getDisputeForCart(orderId: $orderId, restaurant: $restaurant) {
      id
      status
      isToBeDisputed
      displayOrderId
      incorrectPrice
      refundedPrice
      orderProblem
      commentsClient
      createdAt
      diputedAt
      responseChannel
      dishes {
        id
        name
        price
        problem
      }
      cartFiles {
        filePath
        isEvidence
      }
      restaurant {
        uuid
        title
        timezone
        platform {
          name
          color
        }
      }
      order {
        id
        isSingleUseItemsIncluded
        paymentMethod
        subtotal
        promo
        deliveryPrice
        tips
        total
        client {
          firstName
          lastName
        }
        deliveryLocation {
          adresse
          postalCode
          city
        }
        orders {
          quantity
          category
          price
          specialInstructions
          allergyInstructions
          item {
            title
          }
          customisations {
            id
            parentId
            quantity
            unitPrice
            price
            customisation {
              title
            }
            group {
              title
            }
          }
        }
      }
    }
  }
`);

export type DisputeDetail = NonNullable<ResultOf<typeof DisputeForCartQuery>['getDisputeForCart']>;
export type DisputeOrder = NonNullable<DisputeDetail['order']>;

/**
 * A dispute as the modal shows it, looked up the way the screens name an order (docs/orders.md#order-lookup-id) (domain
 * orderLookupId).
 */
export type DisputeRef = { orderId: string; restaurant: string };

function disputeForCartQueryOptions(ref: DisputeRef | null) {
  return queryOptions({
    queryKey: ['disputeForCart', ref],
    queryFn: async ({ signal }) =>
      ref ? (await requestGraphQL(DisputeForCartQuery, ref, { signal })).getDisputeForCart : null,
    enabled: ref !== null,
  });
}

export function useDisputeForCart(ref: DisputeRef | null) {
  return useQuery(disputeForCartQueryOptions(ref));
}
