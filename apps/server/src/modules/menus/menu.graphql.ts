import { isItemAvailable } from '@comptoir/domain';
import { eq, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import {
  restaurants,
  type MenuCategoryRow,
  type MenuConfigurationRow,
  type MenuItemRow,
  type MenuModifierGroupRow,
  type MenuModifierOptionRow,
  type MenuRow,
  type ServiceAvailability,
  type SuspensionInfo,
} from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { RestaurantRef } from '../restaurants';
import { inGraph, pick, type InGraph, type MenuGraph } from './menu-graph';

// Menu types (docs/data-model.md#menus). Every node carries its whole configuration (menu-graph.ts), so nested
// selections cost nothing. Other modules add fields to these types with builder.objectFields (availability's platform
// answers, for one).

const externalData = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const TimePeriodRef = builder.objectRef<{ startTime: string; endTime: string }>('TimePeriod').implement({
  description: "A stretch of opening within one day, in the restaurant's local time.",
  fields: (t) => ({
    startTime: t.exposeString('startTime', { description: 'Local time, HH:MM.' }),
    endTime: t.exposeString('endTime', { description: 'Local time, HH:MM.' }),
  }),
});

const ServiceAvailabilityRef = builder.objectRef<ServiceAvailability>('ServiceAvailability').implement({
  description: 'When a menu is served on one day of the week.',
  fields: (t) => ({
    dayOfWeek: t.exposeInt('dayOfWeek', { description: '1 = Monday … 7 = Sunday.' }),
    timePeriods: t.field({
      description: "The day's opening stretches, in order.",
      type: [TimePeriodRef],
      resolve: (day) => day.timePeriods,
    }),
  }),
});

const SuspensionKindEnum = builder.enumType('SuspensionKind', {
  description:
    "TOMORROW: off until the restaurant's next midnight ('Today'); UNKNOWN: off until made available ('All Time').",
  values: ['TOMORROW', 'UNKNOWN'] as const,
});

const SuspensionInfoRef = builder.objectRef<SuspensionInfo>('SuspensionInfo').implement({
  description: 'Why and since when an item is off sale.',
  fields: (t) => ({
    kind: t.field({
      description: 'Until when it stays off: the next local midnight (TOMORROW) or until made available (UNKNOWN).',
      type: SuspensionKindEnum,
      resolve: (info) => info.kind,
    }),
    reason: t.exposeString('reason', {
      description: 'The reason given when the item was taken off sale.',
      nullable: true,
    }),
    suspendedAt: t.exposeString('suspendedAt', { description: 'When the item was taken off sale, ISO-8601 UTC.' }),
  }),
});

export const MenuConfigurationRef = builder.objectRef<MenuGraph>('MenuConfiguration');
const MenuRef = builder.objectRef<InGraph<MenuRow>>('Menu');
const CategoryRef = builder.objectRef<InGraph<MenuCategoryRow>>('Category');
export const ItemRef = builder.objectRef<InGraph<MenuItemRow>>('Item');
const ModifierGroupRef = builder.objectRef<InGraph<MenuModifierGroupRow>>('ModifierGroup');
const ModifierOptionRef = builder.objectRef<InGraph<MenuModifierOptionRow>>('ModifierOption');
const ItemOverrideRef = builder.objectRef<InGraph<MenuModifierOptionRow>>('ItemOverride');
const MenuCompanyRef = builder.objectRef<MenuConfigurationRow>('MenuCompany');

MenuCompanyRef.implement({
  description: "The configuration's company: its id and the restaurants a menu can be published to.",
  fields: (t) => ({
    id: t.int({ description: "The company's id.", resolve: (configuration) => configuration.companyId }),
    restaurants: t.field({
      description: "The company's restaurants, which a menu can be published to.",
      type: [RestaurantRef],
      resolve: (configuration, _args, context) =>
        context.db
          .select()
          .from(restaurants)
          .where(eq(restaurants.companyId, configuration.companyId))
          .orderBy(restaurants.id),
    }),
  }),
});

MenuConfigurationRef.implement({
  description: "A restaurant's live menu (restaurant set) or a company's draft in the menu maker (restaurant null).",
  fields: (t) => ({
    id: t.int({ description: "The configuration's id.", resolve: (graph) => graph.configuration.id }),
    uuid: t.string({ description: "The configuration's public uuid.", resolve: (graph) => graph.configuration.uuid }),
    title: t.string({ description: "The configuration's name.", resolve: (graph) => graph.configuration.title }),
    imageUrl: t.string({
      description: "URL of the configuration's cover image.",
      nullable: true,
      resolve: (graph) => graph.configuration.imageUrl,
    }),
    updatedAt: t.string({
      description: 'When the configuration last changed, ISO-8601 UTC.',
      resolve: (graph) => graph.configuration.updatedAt.toISOString(),
    }),
    publishedAt: t.string({
      description: 'When the configuration was last published to its platforms, ISO-8601 UTC; null if never.',
      nullable: true,
      resolve: (graph) => toIsoString(graph.configuration.publishedAt),
    }),
    restaurant: t.loadable({
      description: "The restaurant whose live menu this is; null for a company's draft.",
      type: RestaurantRef,
      nullable: true,
      // Batched: the /menus screen asks for the restaurant of every configuration at once.
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      resolve: (graph) => graph.configuration.restaurantId,
    }),
    company: t.field({
      description: 'The company the configuration belongs to.',
      type: MenuCompanyRef,
      resolve: (graph) => graph.configuration,
    }),
    menus: t.field({
      description: "The configuration's menus, in order.",
      type: [MenuRef],
      resolve: (graph) => inGraph(graph, graph.menus),
    }),
    categories: t.field({
      description: 'Every category of the configuration.',
      type: [CategoryRef],
      resolve: (graph) => inGraph(graph, graph.categories),
    }),
    items: t.field({
      description: 'Every item of the configuration.',
      type: [ItemRef],
      resolve: (graph) => inGraph(graph, graph.items),
    }),
    modifierGroups: t.field({
      description: 'Every modifier group (option list) of the configuration.',
      type: [ModifierGroupRef],
      resolve: (graph) => inGraph(graph, graph.modifierGroups),
    }),
  }),
});

MenuRef.implement({
  description: 'A menu of a configuration (lunch, dinner…) with its serving hours and categories.',
  fields: (t) => ({
    id: t.int({ description: "The menu's id.", resolve: ({ row }) => row.id }),
    platformId: t.string({ description: "The menu's id on its platform.", resolve: ({ row }) => row.platformId }),
    externalData: t.string({
      nullable: true,
      description: 'As the platform sent it, JSON.',
      resolve: ({ row }) => externalData(row.externalData),
    }),
    title: t.string({ description: "The menu's name.", resolve: ({ row }) => row.title }),
    subtitle: t.string({
      description: "A line under the menu's name.",
      nullable: true,
      resolve: ({ row }) => row.subtitle,
    }),
    position: t.int({
      description: "The menu's rank in the configuration, from 0.",
      resolve: ({ row }) => row.position,
    }),
    serviceAvailability: t.field({
      description: 'When the menu is served, day by day.',
      type: [ServiceAvailabilityRef],
      resolve: ({ row }) => row.serviceAvailability,
    }),
    categories: t.field({
      description: "The menu's categories, in order.",
      type: [CategoryRef],
      resolve: ({ row, graph }) => inGraph(graph, pick(graph.categories, graph.menuCategories.get(row.id))),
    }),
  }),
});

CategoryRef.implement({
  description: 'A category of a menu (starters, burgers…), holding items.',
  fields: (t) => ({
    id: t.int({ description: "The category's id.", resolve: ({ row }) => row.id }),
    platformId: t.string({ description: "The category's id on its platform.", resolve: ({ row }) => row.platformId }),
    externalData: t.string({
      description: "The platform's extra data on the category, as a JSON string.",
      nullable: true,
      resolve: ({ row }) => externalData(row.externalData),
    }),
    title: t.string({ description: "The category's name.", resolve: ({ row }) => row.title }),
    description: t.string({
      nullable: true,
      description: "The category's description.",
      resolve: ({ row }) => row.description,
    }),
    position: t.int({ description: "The category's rank, from 0.", resolve: ({ row }) => row.position }),
    items: t.field({
      description: "The category's items, in order.",
      type: [ItemRef],
      resolve: ({ row, graph }) => inGraph(graph, pick(graph.items, graph.categoryItems.get(row.id))),
    }),
    menus: t.field({
      description: 'The menus the category appears in.',
      type: [MenuRef],
      resolve: ({ row, graph }) =>
        inGraph(
          graph,
          graph.menus.filter((menu) => graph.menuCategories.get(menu.id)?.includes(row.id)),
        ),
    }),
  }),
});

ItemRef.implement({
  description: 'Something sold: a dish, a drink, or an option that is itself an item.',
  fields: (t) => ({
    id: t.int({ description: "The item's id.", resolve: ({ row }) => row.id }),
    platformId: t.string({ description: "The item's id on its platform.", resolve: ({ row }) => row.platformId }),
    externalData: t.string({
      description: "The platform's extra data on the item, as a JSON string.",
      nullable: true,
      resolve: ({ row }) => externalData(row.externalData),
    }),
    title: t.string({ description: 'The title the platform shows.', resolve: ({ row }) => row.title }),
    internalTitle: t.string({
      nullable: true,
      description: "The kitchen's own name (itemInternalTitle); never sent to a platform.",
      resolve: ({ row }) => row.internalTitle,
    }),
    description: t.string({
      nullable: true,
      description: 'The item description the platform shows.',
      resolve: ({ row }) => row.description,
    }),
    imageUrl: t.string({ description: "URL of the item's photo.", nullable: true, resolve: ({ row }) => row.imageUrl }),
    price: t.int({
      nullable: true,
      description: 'Minor units; null while not set (publishing refuses it).',
      resolve: ({ row }) => row.price,
    }),
    vatPercent: t.float({
      description: "The item's VAT rate in percent (20 means 20 %).",
      resolve: ({ row }) => row.vatPercent,
    }),
    suspendUntil: t.string({
      description:
        'Until when the item is off sale, ISO-8601 UTC; null when on sale, a far-future instant when off until made available.',
      nullable: true,
      resolve: ({ row }) => toIsoString(row.suspendUntil),
    }),
    suspensionInfo: t.field({
      description: 'Why and since when the item is off sale; null when on sale.',
      type: SuspensionInfoRef,
      nullable: true,
      resolve: ({ row }) => (isItemAvailable(row.suspendUntil, new Date()) ? null : row.suspensionInfo),
    }),
    isAvailable: t.boolean({
      description: 'docs/menus.md#item-availability: available when suspendUntil is in the past.',
      resolve: ({ row }) => isItemAvailable(row.suspendUntil, new Date()),
    }),
    categories: t.field({
      description: 'The categories the item appears in.',
      type: [CategoryRef],
      resolve: ({ row, graph }) =>
        inGraph(
          graph,
          graph.categories.filter((category) => graph.categoryItems.get(category.id)?.includes(row.id)),
        ),
    }),
    modifierGroups: t.field({
      description: 'The option lists the item asks for, in order.',
      type: [ModifierGroupRef],
      resolve: ({ row, graph }) => inGraph(graph, pick(graph.modifierGroups, graph.itemGroups.get(row.id))),
    }),
    overrides: t.field({
      type: [ItemOverrideRef],
      description: 'The price and quantities this item has as an option of each modifier group that offers it.',
      resolve: ({ row, graph }) =>
        inGraph(
          graph,
          [...graph.groupOptions.values()].flat().filter((option) => option.itemId === row.id),
        ),
    }),
    menuConfiguration: t.field({
      description: 'The configuration the item belongs to.',
      type: MenuConfigurationRef,
      resolve: ({ graph }) => graph,
    }),
  }),
});

ModifierOptionRef.implement({
  description: 'One choice of a modifier group: an item, at a price within the group.',
  fields: (t) => ({
    item: t.field({
      description: 'The item chosen.',
      type: ItemRef,
      resolve: ({ row, graph }) => {
        const item = graph.items.find((candidate) => candidate.id === row.itemId);
        if (!item) throw new Error(`Option item ${row.itemId} is not in its configuration`);
        return { row: item, graph };
      },
    }),
    price: t.int({
      nullable: true,
      description: "Minor units inside this group; null: the item's own price.",
      resolve: ({ row }) => row.price,
    }),
    minPermitted: t.int({
      description: 'How many of this choice must be taken at least.',
      resolve: ({ row }) => row.minPermitted,
    }),
    maxPermitted: t.int({
      description: 'How many of this choice may be taken at most.',
      resolve: ({ row }) => row.maxPermitted,
    }),
    externalData: t.string({
      description: "The platform's extra data on the choice, as a JSON string.",
      nullable: true,
      resolve: ({ row }) => externalData(row.externalData),
    }),
    position: t.int({ description: "The choice's rank in its group, from 0.", resolve: ({ row }) => row.position }),
  }),
});

ItemOverrideRef.implement({
  description: 'How an item is sold inside one modifier group: its price and quantity limits there.',
  fields: (t) => ({
    price: t.int({
      description: "The item's price inside this group, in minor units (cents); null means the item's own price.",
      nullable: true,
      resolve: ({ row }) => row.price,
    }),
    minPermitted: t.int({
      description: 'How many of the item must be taken in this group at least.',
      resolve: ({ row }) => row.minPermitted,
    }),
    maxPermitted: t.int({
      description: 'How many of the item may be taken in this group at most.',
      resolve: ({ row }) => row.maxPermitted,
    }),
    modifierGroup: t.field({
      description: 'The group.',
      type: ModifierGroupRef,
      resolve: ({ row, graph }) => {
        const group = graph.modifierGroups.find((candidate) => candidate.id === row.modifierGroupId);
        if (!group) throw new Error(`Modifier group ${row.modifierGroupId} is not in its configuration`);
        return { row: group, graph };
      },
    }),
  }),
});

ModifierGroupRef.implement({
  description: 'A list of options an item asks for (a sauce, a size…), with how many may be chosen.',
  fields: (t) => ({
    id: t.int({ description: "The group's id.", resolve: ({ row }) => row.id }),
    platformId: t.string({ description: "The group's id on its platform.", resolve: ({ row }) => row.platformId }),
    externalData: t.string({
      description: "The platform's extra data on the group, as a JSON string.",
      nullable: true,
      resolve: ({ row }) => externalData(row.externalData),
    }),
    title: t.string({ description: "The group's name as the client reads it.", resolve: ({ row }) => row.title }),
    minPermitted: t.int({
      description: 'How many options the client must choose at least (0 makes it optional).',
      resolve: ({ row }) => row.minPermitted,
    }),
    maxPermitted: t.int({
      description: 'How many options the client may choose at most.',
      resolve: ({ row }) => row.maxPermitted,
    }),
    options: t.field({
      description: "The group's choices, in order.",
      type: [ModifierOptionRef],
      resolve: ({ row, graph }) => inGraph(graph, graph.groupOptions.get(row.id) ?? []),
    }),
    items: t.field({
      type: [ItemRef],
      description: 'The items that ask for this group (ModifierGroup.items, docs/data-model.md#menus).',
      resolve: ({ row, graph }) =>
        inGraph(
          graph,
          graph.items.filter((item) => graph.itemGroups.get(item.id)?.includes(row.id)),
        ),
    }),
  }),
});
