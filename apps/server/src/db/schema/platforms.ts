import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { platformCode } from './enums';

// The six platforms always exist (ensurePlatforms), demo data or not.
export const platforms = pgTable('platforms', {
  id: id(),
  code: platformCode('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  picture: text('picture'),
  ...timestamps(),
});

export type PlatformRow = typeof platforms.$inferSelect;
