import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const CheckLoginPlatformMutation = graphql(`
  mutation CheckLoginPlatform($restaurant: String!, $tabletLogin: String!, $tabletPassword: String!) {
    checkLoginPlatform(restaurant: $restaurant, tabletLogin: $tabletLogin, tabletPassword: $tabletPassword) {
      uuid
      platformData {
        hasLoginPassword
      }
    }
  }
`);

/** docs/product.md#errors-and-messages: the tablet credentials are saved only once the platform accepts them. */
export function useCheckLoginPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { restaurant: string; tabletLogin: string; tabletPassword: string }) =>
      requestGraphQL(CheckLoginPlatformMutation, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.restaurantProblems }),
  });
}
