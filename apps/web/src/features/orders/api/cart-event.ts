import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const CartEventMutation = graphql(`
  mutation CartEvent(
    $cart: Int!
    $status: OrderStatus
    $print: Boolean
    $runnerIsReady: Boolean
    $preparationTime: Int
  ) {
    cartEvent(
      cart: $cart
      status: $status
      print: $print
      runnerIsReady: $runnerIsReady
      preparationTime: $preparationTime
    ) {
      id
      status
      runnerIsReady
      printedAt
      livredAt
      ticketState
    }
  }
`);

export type CartEventInput = VariablesOf<typeof CartEventMutation>;

/**
 * `outcome` is told even when the caller is gone by then: a card leaves its tab as soon as the push of its own change
 * arrives, which may be before the mutation's answer, and `mutate`'s own callbacks are dropped with the card.
 */
export function useCartEvent(outcome: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CartEventInput) => requestGraphQL(CartEventMutation, variables),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
