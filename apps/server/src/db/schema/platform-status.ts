import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { restaurants } from './restaurants';

/**
 * The health check's bookkeeping (docs/platforms.md#store-status): when each restaurant's status was last read from
 * its platform, and what went wrong if the read failed. The row is claimed (checked_at moved) before the read, so two
 * processes never read the same store in the same round.
 */
export const platformStatusChecks = pgTable('platform_status_checks', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  checkedAt: instant('checked_at').notNull(),
  // Why the last read gave no status (unreachable platform, unexpected answer); null once a read succeeds.
  lastError: text('last_error'),
});
