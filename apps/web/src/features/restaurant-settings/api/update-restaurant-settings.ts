import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { readSettings, RestaurantSettingsFields, restaurantSettingsQueryOptions } from './restaurant-settings';

const UpdateRestaurantSettingsMutation = graphql(
  `
    mutation UpdateRestaurantSettings($uuid: String!, $input: RestaurantSettingsInput!) {
      restaurantSettingKom(uuid: $uuid, input: $input) {
        ...RestaurantSettingsFields
      }
    }
  `,
  [RestaurantSettingsFields],
);

export type RestaurantSettingsChanges = VariablesOf<typeof UpdateRestaurantSettingsMutation>['input'];

export function useUpdateRestaurantSettings(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RestaurantSettingsChanges) =>
      readSettings((await requestGraphQL(UpdateRestaurantSettingsMutation, { uuid, input })).restaurantSettingKom),
    // The answer carries the platform calls just queued: the query polls them until each platform has answered.
    onSuccess: (settings) => queryClient.setQueryData(restaurantSettingsQueryOptions(uuid).queryKey, settings),
  });
}
