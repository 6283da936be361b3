import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courierRequestValue } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const SetCouriersMutation = graphql(`
  mutation SetCouriers($cart: Int!, $numberOfCouriers: Int!) {
    setCouriers(cart: $cart, numberOfCouriers: $numberOfCouriers) {
      id
      status
    }
  }
`);

export function useSetCouriers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, extraCouriers }: { cart: number; extraCouriers: number }) =>
      requestGraphQL(SetCouriersMutation, { cart, numberOfCouriers: courierRequestValue(extraCouriers) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
