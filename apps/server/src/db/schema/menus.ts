import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, instant, publicUuid, timestamps } from './columns';
import { companies } from './companies';
import { restaurants } from './restaurants';

// Menus (docs/data-model.md#menus). A restaurant sells from exactly one live configuration (restaurant_id set);
// configurations without a restaurant are the company's drafts in the menu maker. Publishing copies a configuration
// into each chosen restaurant's live one and uploads it to that restaurant's platform. Items double as modifier
// options, as on Uber Eats: an option row points at an item and may override its price and quantities inside that
// group.

/**
 * One opening window of a menu, local time `HH:MM` (serviceAvailability, docs/data-model.md#menus); 1 = Monday … 7 =
 * Sunday.
 */
export type ServiceAvailability = { dayOfWeek: number; timePeriods: { startTime: string; endTime: string }[] };

/** Why an item is off sale: 'TOMORROW' (until the next local midnight) or 'UNKNOWN' (until made available again). */
export type SuspensionInfo = { kind: 'TOMORROW' | 'UNKNOWN'; reason: string | null; suspendedAt: string };

/** What a platform sent about this entity when the menu came from it (ids of its own, tags…), kept as received. */
export type MenuExternalData = Record<string, unknown>;

export const menuConfigurations = pgTable(
  'menu_configurations',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    publishedAt: instant('published_at'),
    ...timestamps(),
  },
  (t) => [
    index('menu_configurations_company_idx').on(t.companyId),
    unique('menu_configurations_restaurant_key').on(t.restaurantId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: id(),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => menuConfigurations.id, { onDelete: 'cascade' }),
    platformId: text('platform_id').notNull(),
    externalData: jsonb('external_data').$type<MenuExternalData>(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    serviceAvailability: jsonb('service_availability').$type<ServiceAvailability[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('menus_configuration_idx').on(t.configurationId)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => menuConfigurations.id, { onDelete: 'cascade' }),
    platformId: text('platform_id').notNull(),
    externalData: jsonb('external_data').$type<MenuExternalData>(),
    title: text('title').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('menu_categories_configuration_idx').on(t.configurationId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => menuConfigurations.id, { onDelete: 'cascade' }),
    // The item's id on the platform: the one Comptoir uploads for items it created, the platform's own when imported.
    platformId: text('platform_id').notNull(),
    externalData: jsonb('external_data').$type<MenuExternalData>(),
    title: text('title').notNull(),
    // A kitchen-side name (itemInternalTitle) shown beside the platform title; never sent to a platform.
    internalTitle: text('internal_title'),
    description: text('description'),
    imageUrl: text('image_url'),
    // Minor units; null while the menu maker has not been given one (publish refuses it).
    price: integer('price'),
    vatPercent: doublePrecision('vat_percent').notNull().default(10),
    suspendUntil: instant('suspend_until'),
    suspensionInfo: jsonb('suspension_info').$type<SuspensionInfo>(),
    // For platforms with no timer of their own (docs/platforms.md#glovo), when Comptoir must send "available" itself.
    restoreDueAt: instant('restore_due_at'),
    ...timestamps(),
  },
  (t) => [
    index('menu_items_configuration_idx').on(t.configurationId),
    index('menu_items_restore_due_idx').on(t.restoreDueAt),
    unique('menu_items_configuration_platform_key').on(t.configurationId, t.platformId),
  ],
);

export const menuCategoryItems = pgTable(
  'menu_category_items',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.itemId] }), index('menu_category_items_item_idx').on(t.itemId)],
);

export const menuMenuCategories = pgTable(
  'menu_menu_categories',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.categoryId] }),
    index('menu_menu_categories_category_idx').on(t.categoryId),
  ],
);

export const menuModifierGroups = pgTable(
  'menu_modifier_groups',
  {
    id: id(),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => menuConfigurations.id, { onDelete: 'cascade' }),
    platformId: text('platform_id').notNull(),
    externalData: jsonb('external_data').$type<MenuExternalData>(),
    title: text('title').notNull(),
    minPermitted: integer('min_permitted').notNull().default(0),
    maxPermitted: integer('max_permitted').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('menu_modifier_groups_configuration_idx').on(t.configurationId)],
);

/** The groups an item asks for (a burger's cooking, extras…), in order. */
export const menuItemModifierGroups = pgTable(
  'menu_item_modifier_groups',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => menuModifierGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.modifierGroupId] }),
    index('menu_item_modifier_groups_group_idx').on(t.modifierGroupId),
  ],
);

/**
 * A group's choices: each an item, with the price and quantities it has inside this group (options,
 * docs/data-model.md#menus).
 */
export const menuModifierOptions = pgTable(
  'menu_modifier_options',
  {
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => menuModifierGroups.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    // Minor units; null: the item's own price.
    price: integer('price'),
    minPermitted: integer('min_permitted').notNull().default(0),
    maxPermitted: integer('max_permitted').notNull().default(1),
    externalData: jsonb('external_data').$type<MenuExternalData>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modifierGroupId, t.itemId] }), index('menu_modifier_options_item_idx').on(t.itemId)],
);

export type MenuConfigurationRow = typeof menuConfigurations.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type MenuCategoryRow = typeof menuCategories.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuModifierGroupRow = typeof menuModifierGroups.$inferSelect;
export type MenuModifierOptionRow = typeof menuModifierOptions.$inferSelect;
