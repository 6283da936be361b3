import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const PauseRestaurantMutation = graphql(`
  mutation PauseRestaurant($restaurantUuid: String!, $pause: Boolean!) {
    pauseRestaurant(restaurantUuid: $restaurantUuid, pause: $pause) {
      uuid
      isPaused
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

export async function pauseRestaurant(restaurantUuid: string, pause: boolean) {
  const data = await requestGraphQL(PauseRestaurantMutation, { restaurantUuid, pause });
  return data.pauseRestaurant;
}
