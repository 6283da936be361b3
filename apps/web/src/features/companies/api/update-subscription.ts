import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyQueryOptions } from './company';
import { SERVICE_CHANGES_KEY } from './service-changes';
import { updateCompanySubscription, type SubscriptionChange } from './update-company-subscription';
import { updateRestaurantSubscription } from './update-restaurant-subscription';

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
      if (target.kind === 'company') await updateCompanySubscription(companyId, input);
      else await updateRestaurantSubscription(target.restaurantUuid, input);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueryOptions(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...SERVICE_CHANGES_KEY, companyId] }),
      ]),
  });
}
