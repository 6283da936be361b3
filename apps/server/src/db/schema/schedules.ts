import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { platformCalls } from './intake';
import { restaurants } from './restaurants';

// /schedule (docs/screens.md#schedule-and-holiday): several opening periods per weekday per restaurant, local time
// `HH:MM`; 1 = Monday … 7 = Sunday.
export const restaurantOpeningHours = pgTable(
  'restaurant_opening_hours',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('restaurant_opening_hours_restaurant_idx').on(t.restaurantId, t.dayOfWeek)],
);

// /holiday (docs/screens.md#schedule-and-holiday): days a restaurant is closed, inclusive local dates.
export const holidayHours = pgTable(
  'holiday_hours',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    // The call that told the platform; its answer holds the platform's id for the closure (Deliveroo's day off).
    platformCallId: integer('platform_call_id').references(() => platformCalls.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('holiday_hours_restaurant_idx').on(t.restaurantId, t.fromDate)],
);

export type OpeningHoursRow = typeof restaurantOpeningHours.$inferSelect;
export type HolidayHoursRow = typeof holidayHours.$inferSelect;
