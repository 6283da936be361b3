import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

// Every field the settings screen edits; passwords are never served, only whether one is stored.
export const RestaurantSettingsFields = graphql(`
  fragment RestaurantSettingsFields on RestaurantSettings {
    uuid
    canEdit
    societe
    fulfillmentType
    title
    preparationTime
    phone
    tabletLogin
    hasTabletPassword
    mainLogin
    hasMainPassword
    label
    instruction
    adresse
    postalCode
    city
    country
    deliveryZoneName
    deliveryZoneColor
    deliveryMode
    isIntegrated
    orderWebhook
    rdOptional
    manualDisputeHandling
    comissionInvoicing
    restaurant {
      id
      company {
        id
        name
      }
      platform {
        name
        color
      }
      lastPlatformChanges {
        action
        status
        at
        message
        reason {
          code
          params {
            name
            value
          }
        }
      }
    }
  }
`);

const RestaurantSettingsQuery = graphql(
  `
    query RestaurantSettings($uuid: String!) {
      restaurantSettingKom(uuid: $uuid) {
        ...RestaurantSettingsFields
      }
    }
  `,
  [RestaurantSettingsFields],
);

export type RestaurantSettings = ResultOf<typeof RestaurantSettingsFields>;
export type PlatformChange = RestaurantSettings['restaurant']['lastPlatformChanges'][number];

export function readSettings(settings: FragmentOf<typeof RestaurantSettingsFields>): RestaurantSettings {
  return readFragment(RestaurantSettingsFields, settings);
}

// While a change waits for its platform's answer, the screen follows it closely (the outbox sends within seconds).
const PENDING_POLL_MS = 2000;

export function restaurantSettingsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...queryKeys.restaurants, 'settings', uuid],
    queryFn: async ({ signal }) =>
      readSettings((await requestGraphQL(RestaurantSettingsQuery, { uuid }, { signal })).restaurantSettingKom),
    refetchInterval: (query) =>
      query.state.data?.restaurant.lastPlatformChanges.some((change) => change.status === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
}

export function useRestaurantSettings(uuid: string) {
  return useQuery(restaurantSettingsQueryOptions(uuid));
}
