import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies } from './companies';
import { restaurants } from './restaurants';

// Network printers speak Star CloudPRNT: clientType, clientVersion, lastPing and pollInterval are that protocol's.
export const printers = pgTable(
  'printers',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    mac: text('mac').notNull(),
    // mC-Print, mPOP, StarGraphic, TSP100, StarLine, StarDotImpact, EscPosMobile, Epson, other.
    brand: text('brand'),
    clientType: text('client_type'),
    clientVersion: text('client_version'),
    lastPing: instant('last_ping'),
    pollInterval: integer('poll_interval'),
    width: integer('width'),
    status: text('status'),
    resolution: integer('resolution'),
    cloudPrintEnabled: boolean('cloud_print_enabled').notNull().default(false),
    // The printer's password (Basic credentials it is configured with): a MAC address alone is no secret.
    secret: text('secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    ...timestamps(),
  },
  (t) => [
    index('printers_company_idx').on(t.companyId),
    // A printer is added once per company: the check in savePrinter gives the message, this keeps a burst of adds
    // honest.
    unique('printers_company_mac_unique').on(t.companyId, t.mac),
  ],
);

export const printerRestaurants = pgTable(
  'printer_restaurants',
  {
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    nbPrint: integer('nb_print').notNull().default(1),
    customTitlePrint: text('custom_title_print'),
    showCategory: boolean('show_category').notNull().default(false),
    clientTicket: boolean('client_ticket').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.printerId, t.restaurantId] }),
    index('printer_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);

export type PrinterRow = typeof printers.$inferSelect;
