import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RegistrationInput } from '../lib/registration-input';

const RegisterPendingRestaurantMutation = graphql(`
  mutation RegisterPendingRestaurant(
    $companyId: Int!
    $platform: String!
    $platformId: String
    $storeName: String!
    $brandId: String
    $login: String
    $password: String
    $isTabletLess: Boolean
    $hubUrl: String
    $authorizationId: String
    $applicationId: Int
  ) {
    registerPendingRestaurant(
      companyId: $companyId
      platform: $platform
      platformId: $platformId
      storeName: $storeName
      brandId: $brandId
      login: $login
      password: $password
      isTabletLess: $isTabletLess
      hubUrl: $hubUrl
      authorizationId: $authorizationId
      applicationId: $applicationId
    ) {
      uuid
      title
      integrationStatus
      credentialsVerified
    }
  }
`);

export type RegisteredRestaurant = ResultOf<typeof RegisterPendingRestaurantMutation>['registerPendingRestaurant'];

/** docs/screens.md#adding-a-restaurant: the wizard's last step; the company's page and the reviewers' list change. */
export function useRegisterPendingRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: RegistrationInput) =>
      (await requestGraphQL(RegisterPendingRestaurantMutation, variables)).registerPendingRestaurant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.restaurants }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingRestaurants }),
      ]),
  });
}
