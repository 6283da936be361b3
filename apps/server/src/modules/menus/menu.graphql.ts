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
import { RestaurantRef } from '../restaurants/restaurant.graphql';
import { inGraph, pick, type InGraph, type MenuGraph } from './menu-graph';

// SPEC §3 menu types. Every node carries its whole configuration (menu-graph.ts), so nested selections cost nothing.
// Other modules add fields to these types with builder.objectFields (availability's platform answers, for one).

const externalData = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export const TimePeriodRef = builder.objectRef<{ startTime: string; endTime: string }>('TimePeriod').implement({
  fields: (t) => ({
    startTime: t.exposeString('startTime', { description: 'Local time, HH:MM.' }),
    endTime: t.exposeString('endTime', { description: 'Local time, HH:MM.' }),
  }),
});

export const ServiceAvailabilityRef = builder.objectRef<ServiceAvailability>('ServiceAvailability').implement({
  fields: (t) => ({
    dayOfWeek: t.exposeInt('dayOfWeek', { description: '1 = Monday … 7 = Sunday.' }),
    timePeriods: t.field({ type: [TimePeriodRef], resolve: (day) => day.timePeriods }),
  }),
});

const SuspensionKindEnum = builder.enumType('SuspensionKind', {
  description: "TOMORROW: off until the restaurant's next midnight ('Today'); UNKNOWN: off until made available ('All Time').",
  values: ['TOMORROW', 'UNKNOWN'] as const,
});

export const SuspensionInfoRef = builder.objectRef<SuspensionInfo>('SuspensionInfo').implement({
  fields: (t) => ({
    kind: t.field({ type: SuspensionKindEnum, resolve: (info) => info.kind }),
    reason: t.exposeString('reason', { nullable: true }),
    suspendedAt: t.exposeString('suspendedAt'),
  }),
});

export const MenuConfigurationRef = builder.objectRef<MenuGraph>('MenuConfiguration');
export const MenuRef = builder.objectRef<InGraph<MenuRow>>('Menu');
export const CategoryRef = builder.objectRef<InGraph<MenuCategoryRow>>('Category');
export const ItemRef = builder.objectRef<InGraph<MenuItemRow>>('Item');
export const ModifierGroupRef = builder.objectRef<InGraph<MenuModifierGroupRow>>('ModifierGroup');
const ModifierOptionRef = builder.objectRef<InGraph<MenuModifierOptionRow>>('ModifierOption');
const ItemOverrideRef = builder.objectRef<InGraph<MenuModifierOptionRow>>('ItemOverride');
const MenuCompanyRef = builder.objectRef<MenuConfigurationRow>('MenuCompany');

MenuCompanyRef.implement({
  description: "The configuration's company: its id and the restaurants a menu can be published to.",
  fields: (t) => ({
    id: t.int({ resolve: (configuration) => configuration.companyId }),
    restaurants: t.field({
      type: [RestaurantRef],
      resolve: (configuration, _args, context) => context.db.select().from(restaurants).where(eq(restaurants.companyId, configuration.companyId)).orderBy(restaurants.id),
    }),
  }),
});

MenuConfigurationRef.implement({
  description: "A restaurant's live menu (restaurant set) or a company's draft in the menu maker (restaurant null).",
  fields: (t) => ({
    id: t.int({ resolve: (graph) => graph.configuration.id }),
    uuid: t.string({ resolve: (graph) => graph.configuration.uuid }),
    title: t.string({ resolve: (graph) => graph.configuration.title }),
    imageUrl: t.string({ nullable: true, resolve: (graph) => graph.configuration.imageUrl }),
    updatedAt: t.string({ resolve: (graph) => graph.configuration.updatedAt.toISOString() }),
    publishedAt: t.string({ nullable: true, resolve: (graph) => toIsoString(graph.configuration.publishedAt) }),
    restaurant: t.loadable({
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
    company: t.field({ type: MenuCompanyRef, resolve: (graph) => graph.configuration }),
    menus: t.field({ type: [MenuRef], resolve: (graph) => inGraph(graph, graph.menus) }),
    categories: t.field({ type: [CategoryRef], resolve: (graph) => inGraph(graph, graph.categories) }),
    items: t.field({ type: [ItemRef], resolve: (graph) => inGraph(graph, graph.items) }),
    modifierGroups: t.field({ type: [ModifierGroupRef], resolve: (graph) => inGraph(graph, graph.modifierGroups) }),
  }),
});

MenuRef.implement({
  fields: (t) => ({
    id: t.int({ resolve: ({ row }) => row.id }),
    platformId: t.string({ resolve: ({ row }) => row.platformId }),
    externalData: t.string({ nullable: true, description: 'As the platform sent it, JSON.', resolve: ({ row }) => externalData(row.externalData) }),
    title: t.string({ resolve: ({ row }) => row.title }),
    subtitle: t.string({ nullable: true, resolve: ({ row }) => row.subtitle }),
    position: t.int({ resolve: ({ row }) => row.position }),
    serviceAvailability: t.field({ type: [ServiceAvailabilityRef], resolve: ({ row }) => row.serviceAvailability }),
    categories: t.field({ type: [CategoryRef], resolve: ({ row, graph }) => inGraph(graph, pick(graph.categories, graph.menuCategories.get(row.id))) }),
  }),
});

CategoryRef.implement({
  fields: (t) => ({
    id: t.int({ resolve: ({ row }) => row.id }),
    platformId: t.string({ resolve: ({ row }) => row.platformId }),
    externalData: t.string({ nullable: true, resolve: ({ row }) => externalData(row.externalData) }),
    title: t.string({ resolve: ({ row }) => row.title }),
    description: t.string({ nullable: true, resolve: ({ row }) => row.description }),
    position: t.int({ resolve: ({ row }) => row.position }),
    items: t.field({ type: [ItemRef], resolve: ({ row, graph }) => inGraph(graph, pick(graph.items, graph.categoryItems.get(row.id))) }),
    menus: t.field({
      type: [MenuRef],
      resolve: ({ row, graph }) => inGraph(graph, graph.menus.filter((menu) => graph.menuCategories.get(menu.id)?.includes(row.id))),
    }),
  }),
});

ItemRef.implement({
  fields: (t) => ({
    id: t.int({ resolve: ({ row }) => row.id }),
    platformId: t.string({ resolve: ({ row }) => row.platformId }),
    externalData: t.string({ nullable: true, resolve: ({ row }) => externalData(row.externalData) }),
    title: t.string({ description: 'The title the platform shows.', resolve: ({ row }) => row.title }),
    internalTitle: t.string({ nullable: true, description: "The kitchen's own name (itemInternalTitle); never sent to a platform.", resolve: ({ row }) => row.internalTitle }),
    description: t.string({ nullable: true, resolve: ({ row }) => row.description }),
    imageUrl: t.string({ nullable: true, resolve: ({ row }) => row.imageUrl }),
    price: t.int({ nullable: true, description: 'Minor units; null while not set (publishing refuses it).', resolve: ({ row }) => row.price }),
    vatPercent: t.float({ resolve: ({ row }) => row.vatPercent }),
    suspendUntil: t.string({ nullable: true, resolve: ({ row }) => toIsoString(row.suspendUntil) }),
    suspensionInfo: t.field({ type: SuspensionInfoRef, nullable: true, resolve: ({ row }) => (isItemAvailable(row.suspendUntil, new Date()) ? null : row.suspensionInfo) }),
    isAvailable: t.boolean({ description: 'SPEC §4: available when suspendUntil is in the past.', resolve: ({ row }) => isItemAvailable(row.suspendUntil, new Date()) }),
    categories: t.field({
      type: [CategoryRef],
      resolve: ({ row, graph }) => inGraph(graph, graph.categories.filter((category) => graph.categoryItems.get(category.id)?.includes(row.id))),
    }),
    modifierGroups: t.field({ type: [ModifierGroupRef], resolve: ({ row, graph }) => inGraph(graph, pick(graph.modifierGroups, graph.itemGroups.get(row.id))) }),
    overrides: t.field({
      type: [ItemOverrideRef],
      description: 'The price and quantities this item has as an option of each modifier group that offers it.',
      resolve: ({ row, graph }) => inGraph(graph, [...graph.groupOptions.values()].flat().filter((option) => option.itemId === row.id)),
    }),
    menuConfiguration: t.field({ type: MenuConfigurationRef, resolve: ({ graph }) => graph }),
  }),
});

ModifierOptionRef.implement({
  fields: (t) => ({
    item: t.field({
      type: ItemRef,
      resolve: ({ row, graph }) => {
        const item = graph.items.find((candidate) => candidate.id === row.itemId);
        if (!item) throw new Error(`Option item ${row.itemId} is not in its configuration`);
        return { row: item, graph };
      },
    }),
    price: t.int({ nullable: true, description: "Minor units inside this group; null: the item's own price.", resolve: ({ row }) => row.price }),
    minPermitted: t.int({ resolve: ({ row }) => row.minPermitted }),
    maxPermitted: t.int({ resolve: ({ row }) => row.maxPermitted }),
    externalData: t.string({ nullable: true, resolve: ({ row }) => externalData(row.externalData) }),
    position: t.int({ resolve: ({ row }) => row.position }),
  }),
});

ItemOverrideRef.implement({
  fields: (t) => ({
    price: t.int({ nullable: true, resolve: ({ row }) => row.price }),
    minPermitted: t.int({ resolve: ({ row }) => row.minPermitted }),
    maxPermitted: t.int({ resolve: ({ row }) => row.maxPermitted }),
    modifierGroup: t.field({
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
  fields: (t) => ({
    id: t.int({ resolve: ({ row }) => row.id }),
    platformId: t.string({ resolve: ({ row }) => row.platformId }),
    externalData: t.string({ nullable: true, resolve: ({ row }) => externalData(row.externalData) }),
    title: t.string({ resolve: ({ row }) => row.title }),
    minPermitted: t.int({ resolve: ({ row }) => row.minPermitted }),
    maxPermitted: t.int({ resolve: ({ row }) => row.maxPermitted }),
    options: t.field({ type: [ModifierOptionRef], resolve: ({ row, graph }) => inGraph(graph, graph.groupOptions.get(row.id) ?? []) }),
    items: t.field({
      type: [ItemRef],
      description: 'The items that ask for this group (SPEC ModifierGroup.items).',
      resolve: ({ row, graph }) => inGraph(graph, graph.items.filter((item) => graph.itemGroups.get(item.id)?.includes(row.id))),
    }),
  }),
});
