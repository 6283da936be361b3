import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders: every table has an identity id; instants are timestamptz read as Date.
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const publicUuid = () => uuid('uuid').notNull().unique().defaultRandom();

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
