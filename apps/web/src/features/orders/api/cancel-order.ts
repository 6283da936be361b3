import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CANCEL_REASON_DEFAULT } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const CartCancelEventMutation = graphql(`
  mutation CartCancelEvent($cart: Int!, $reason: String) {
    cartCancelEvent(cart: $cart, reason: $reason) {
      id
      status
    }
  }
`);

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cart: number) => requestGraphQL(CartCancelEventMutation, { cart, reason: CANCEL_REASON_DEFAULT }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
