import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { SubscriptionChange } from './update-company-subscription';

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

/** A change to one restaurant's own service; useUpdateSubscription sends it and refreshes what it changed. */
export async function updateRestaurantSubscription(restaurantUuid: string, input: SubscriptionChange): Promise<void> {
  await requestGraphQL(UpdateRestaurantSubscriptionMutation, { restaurantUuid, input });
}
