import type { PlatformCode } from '@comptoir/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import type { MenuGraph } from '../menus';
import { queueApplicationEvent, queueApplicationEvents } from './queue-application-event';

/** `restaurant.paused` / `restaurant.resumed` for each restaurant the operator paused or resumed, on `tx`. */
export async function queueRestaurantPauseWebhooks(
  tx: Db,
  restaurantIds: readonly number[],
  paused: boolean,
): Promise<void> {
  if (restaurantIds.length === 0) return;
  const rows = await tx
    .select({ restaurant: restaurants, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(inArray(restaurants.id, [...restaurantIds]));
  // A company-wide pause is one company: its listening applications are read once.
  for (const companyId of new Set(rows.map((row) => row.restaurant.companyId))) {
    const events = rows
      .filter((row) => row.restaurant.companyId === companyId)
      .map(({ restaurant, platform }) => ({
        event: paused ? ('restaurant.paused' as const) : ('restaurant.resumed' as const),
        orderingKey: `restaurant:${restaurant.id}`,
        data: async () => ({
          restaurant: {
            uuid: restaurant.uuid,
            title: restaurant.title,
            platform,
            isPaused: restaurant.isPaused,
            pausedAt: toIsoString(restaurant.pausedAt),
          },
        }),
      }));
    await queueApplicationEvents(tx, companyId, events);
  }
}

/** `menu.published` once a restaurant's live menu became a copy of the published one, on `tx`. */
export async function queueMenuPublishedWebhook(
  tx: Db,
  input: { restaurant: RestaurantRow; platform: PlatformCode; graph: MenuGraph; publishedAt: Date },
): Promise<void> {
  const { restaurant, platform, graph } = input;
  await queueApplicationEvent(tx, {
    companyId: restaurant.companyId,
    event: 'menu.published',
    orderingKey: `restaurant:${restaurant.id}`,
    data: async () => ({
      restaurant: { uuid: restaurant.uuid, title: restaurant.title, platform },
      menu: {
        title: graph.configuration.title,
        publishedAt: input.publishedAt.toISOString(),
        categories: graph.categories.map((category) => ({ platformId: category.platformId, title: category.title })),
        // Prices in minor units; null: sold only as an option at the price its group gives it.
        items: graph.items.map((item) => ({
          platformId: item.platformId,
          title: item.title,
          price: item.price,
          suspendedUntil: toIsoString(item.suspendUntil),
        })),
      },
    }),
  });
}
