import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { companyQueryOptions } from './company';
import { SERVICE_CHANGES_KEY } from './service-changes';

const UpdateCompanySubscriptionMutation = graphql(`
  mutation UpdateCompanySubscription($companyId: Int!, $input: SubscriptionChangeInput!) {
    updateCompanySubscription(companyId: $companyId, input: $input) {
      id
      subscriptions {
        service
        activated
        price
        startedAt
        endedAt
      }
    }
  }
`);

const UpdateRestaurantSubscriptionMutation = graphql(`
  mutation UpdateRestaurantSubscription($restaurantUuid: String!, $input: SubscriptionChangeInput!) {
    updateRestaurantSubscription(restaurantUuid: $restaurantUuid, input: $input) {
      uuid
      subscriptions {
        service
        activated
        price
        startedAt
        endedAt
      }
    }
  }
`);

export type SubscriptionChange = VariablesOf<typeof UpdateCompanySubscriptionMutation>['input'];

/** A change to a company's service (owner: the company) or to one restaurant's own service (owner: its uuid). */
export type SubscriptionTarget = { kind: 'company' } | { kind: 'restaurant'; restaurantUuid: string };

/** Which list a service row belongs to: the company's, or one restaurant's. */
export function targetKey(target: SubscriptionTarget): string {
  return target.kind === 'company' ? 'company' : `restaurant:${target.restaurantUuid}`;
}

export function useUpdateSubscription(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, input }: { target: SubscriptionTarget; input: SubscriptionChange }) => {
      if (target.kind === 'company') await requestGraphQL(UpdateCompanySubscriptionMutation, { companyId, input });
      else await requestGraphQL(UpdateRestaurantSubscriptionMutation, { restaurantUuid: target.restaurantUuid, input });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueryOptions(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...SERVICE_CHANGES_KEY, companyId] }),
      ]),
  });
}
