import { relations } from 'drizzle-orm';
import { accounts } from './accounts';
import { cartCustomisations, cartEvents, cartImages, cartLines, carts } from './carts';
import { accountManagerCompanies, applicationCompanies, companies, companySubscriptions } from './companies';
import { devices } from './devices';
import { platforms } from './platforms';
import { printerRestaurants, printers } from './printers';
import { restaurantSubscriptions, restaurants } from './restaurants';

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  company: one(companies, { fields: [accounts.id], references: [companies.accountId] }),
  managedCompanies: many(accountManagerCompanies),
  applicationCompanies: many(applicationCompanies),
  devices: many(devices),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  account: one(accounts, { fields: [companies.accountId], references: [accounts.id] }),
  restaurants: many(restaurants),
  subscriptions: many(companySubscriptions),
  printers: many(printers),
  managers: many(accountManagerCompanies),
  applications: many(applicationCompanies),
}));

export const companySubscriptionsRelations = relations(companySubscriptions, ({ one }) => ({
  company: one(companies, { fields: [companySubscriptions.companyId], references: [companies.id] }),
}));

export const accountManagerCompaniesRelations = relations(accountManagerCompanies, ({ one }) => ({
  account: one(accounts, { fields: [accountManagerCompanies.accountId], references: [accounts.id] }),
  company: one(companies, { fields: [accountManagerCompanies.companyId], references: [companies.id] }),
}));

export const applicationCompaniesRelations = relations(applicationCompanies, ({ one }) => ({
  account: one(accounts, { fields: [applicationCompanies.accountId], references: [accounts.id] }),
  company: one(companies, { fields: [applicationCompanies.companyId], references: [companies.id] }),
}));

export const platformsRelations = relations(platforms, ({ many }) => ({
  restaurants: many(restaurants),
}));

export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  company: one(companies, { fields: [restaurants.companyId], references: [companies.id] }),
  platform: one(platforms, { fields: [restaurants.platformId], references: [platforms.id] }),
  subscriptions: many(restaurantSubscriptions),
  printerRestaurants: many(printerRestaurants),
  carts: many(carts),
}));

export const restaurantSubscriptionsRelations = relations(restaurantSubscriptions, ({ one }) => ({
  restaurant: one(restaurants, { fields: [restaurantSubscriptions.restaurantId], references: [restaurants.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  company: one(companies, { fields: [carts.companyId], references: [companies.id] }),
  restaurant: one(restaurants, { fields: [carts.restaurantId], references: [restaurants.id] }),
  lines: many(cartLines),
  images: many(cartImages),
  events: many(cartEvents),
}));

export const cartLinesRelations = relations(cartLines, ({ one, many }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  customisations: many(cartCustomisations),
}));

export const cartCustomisationsRelations = relations(cartCustomisations, ({ one, many }) => ({
  line: one(cartLines, { fields: [cartCustomisations.cartLineId], references: [cartLines.id] }),
  parent: one(cartCustomisations, {
    fields: [cartCustomisations.parentId],
    references: [cartCustomisations.id],
    relationName: 'customisation_children',
  }),
  children: many(cartCustomisations, { relationName: 'customisation_children' }),
}));

export const cartImagesRelations = relations(cartImages, ({ one }) => ({
  cart: one(carts, { fields: [cartImages.cartId], references: [carts.id] }),
}));

export const cartEventsRelations = relations(cartEvents, ({ one }) => ({
  cart: one(carts, { fields: [cartEvents.cartId], references: [carts.id] }),
}));

export const printersRelations = relations(printers, ({ one, many }) => ({
  company: one(companies, { fields: [printers.companyId], references: [companies.id] }),
  restaurants: many(printerRestaurants),
}));

export const printerRestaurantsRelations = relations(printerRestaurants, ({ one }) => ({
  printer: one(printers, { fields: [printerRestaurants.printerId], references: [printers.id] }),
  restaurant: one(restaurants, { fields: [printerRestaurants.restaurantId], references: [restaurants.id] }),
}));

export const devicesRelations = relations(devices, ({ one }) => ({
  account: one(accounts, { fields: [devices.accountId], references: [accounts.id] }),
}));
