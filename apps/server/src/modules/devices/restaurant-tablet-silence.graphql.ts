import { builder } from '../../builder';
import { RestaurantRef } from '../restaurants';
import { loadTabletSilences } from './restaurant-tablet-silence';

// Declared here rather than beside Restaurant so that restaurants does not depend on devices.
builder.objectField(RestaurantRef, 'tabletsSilentSince', (t) =>
  t.loadable({
    type: 'String',
    nullable: true,
    description:
      "The company's last tablet check-in, ISO-8601 UTC, when none has come for more than 5 minutes while this restaurant " +
      'is open by its weekly hours; null otherwise, for a restaurant without hours, and for an application.',
    load: async (restaurantIds: number[], context) =>
      (await loadTabletSilences(context, restaurantIds)).map((since) => since?.toISOString() ?? null),
    resolve: (restaurant) => restaurant.id,
  }),
);
