import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
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
    onSuccess: (settings) => {
      const settingsKey = restaurantSettingsQueryOptions(uuid).queryKey;
      queryClient.setQueryData(settingsKey, settings);
      // Other screens read the restaurant too (the dispute bell its manual handling, schedules and printers its
      // title, the side menu and the problems its state): they refresh, the settings just answered keep their copy.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.restaurants,
        predicate: (query) => query.queryKey[2] !== uuid,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.operations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.restaurantProblems });
    },
  });
}
