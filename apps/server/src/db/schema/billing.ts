import { MISC_ITEM_TYPES } from '@comptoir/domain';
import { date, doublePrecision, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, publicUuid } from './columns';
import { companies } from './companies';
import { platformCode } from './enums';
import { restaurants } from './restaurants';

export const miscItemType = pgEnum('misc_item_type', MISC_ITEM_TYPES);

// Misc billing item (docs/data-model.md#misc-billing-items): a line of a platform's statement that is not an order (eco
// contribution, meal vouchers, marketing offer fees, ads, adjustments, dispute refunds). Amounts are minor units signed
// from the restaurant's side: positive is paid to the restaurant, negative is charged to it.
export const miscItems = pgTable(
  'misc_items',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: platformCode('platform').notNull(),
    type: miscItemType('type').notNull(),
    // The platform's own label for the line (e.g. Uber Eats "Ad spend"), shown beside the type.
    tag: text('tag').notNull(),
    description: text('description'),
    // The statement day, in the restaurant's local calendar.
    miscDate: date('misc_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    ht: integer('ht').notNull(),
    tvaPurcent: doublePrecision('tva_purcent').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('misc_items_company_date_idx').on(t.companyId, t.miscDate),
    index('misc_items_restaurant_date_idx').on(t.restaurantId, t.miscDate),
  ],
);

export type MiscItemRow = typeof miscItems.$inferSelect;
