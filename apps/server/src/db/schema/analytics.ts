import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { restaurants } from './restaurants';

export const PAUSE_SOURCES = ['operator', 'platform'] as const;
export type PauseSource = (typeof PAUSE_SOURCES)[number];

export const pauseSource = pgEnum('pause_source', PAUSE_SOURCES);

// The restaurants' pause history, for Analytics' inactivity and its heat map's online / offline minutes: the
// restaurant row only keeps the current state. 'operator': paused in Comptoir; 'platform': paused by the platform
// itself (e.g. Uber Eats' auto-pause). Pauses of both sources may overlap; reports count such minutes once.
export const restaurantPauses = pgTable(
  'restaurant_pauses',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull(),
    // Null while the pause lasts.
    endedAt: instant('ended_at'),
    source: pauseSource('source').notNull(),
  },
  (t) => [
    index('restaurant_pauses_restaurant_started_idx').on(t.restaurantId, t.startedAt),
    // One open pause per restaurant and source: pausing a paused restaurant again keeps the first start.
    uniqueIndex('restaurant_pauses_open_unique')
      .on(t.restaurantId, t.source)
      .where(sql`${t.endedAt} is null`),
  ],
);

export type RestaurantPauseRow = typeof restaurantPauses.$inferSelect;
