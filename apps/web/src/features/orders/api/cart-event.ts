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

export function useCartEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CartEventInput) => requestGraphQL(CartEventMutation, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
