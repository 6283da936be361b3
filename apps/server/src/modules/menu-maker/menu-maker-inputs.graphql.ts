import { builder } from '../../builder';
import { MENU_OPERATIONS } from './menu-operation';

// The menu maker's inputs (menus mutations, docs/menus.md#menu-maker). A field left out keeps its value; null clears a
// nullable one.

export const MenuOperationEnum = builder.enumType('MenuOperation', {
  description:
    'ADD a new entity; UPDATE, DUPLICATE (a copy titled "… (copy)" with a new platform id) or DELETE the one named by id.',
  values: MENU_OPERATIONS,
});

export const MenuConfigurationInput = builder.inputType('MenuConfigurationInput', {
  description: 'A menu-maker draft to add or change.',
  fields: (t) => ({
    id: t.int({ description: 'The configuration (UPDATE, DUPLICATE, DELETE); ignored by menu(), which takes menuId.' }),
    companyId: t.int({ description: 'The company of a new draft (updateMenuConfiguration ADD).' }),
    title: t.string({ description: "The configuration's name." }),
    imageUrl: t.string({ description: 'https:// address or a path of this server; null clears it.' }),
  }),
});

const MenuTimePeriodInput = builder.inputType('MenuTimePeriodInput', {
  description: "A stretch of serving time within one day, in the restaurant's local time.",
  fields: (t) => ({
    startTime: t.string({ required: true, description: 'HH:MM' }),
    endTime: t.string({ required: true, description: 'HH:MM' }),
  }),
});

const MenuServiceAvailabilityInput = builder.inputType('MenuServiceAvailabilityInput', {
  description: 'When a menu is served on one day of the week.',
  fields: (t) => ({
    dayOfWeek: t.int({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    timePeriods: t.field({
      description: "The day's serving stretches, in order.",
      type: [MenuTimePeriodInput],
      required: true,
    }),
  }),
});

export const MenuInput = builder.inputType('MenuInput', {
  description: 'A menu of a draft to add or change.',
  fields: (t) => ({
    menuConfigurationId: t.int({ description: 'The draft the menu belongs to.', required: true }),
    id: t.int({ description: 'The menu (UPDATE, DUPLICATE, DELETE).' }),
    title: t.string({ description: "The menu's name." }),
    subtitle: t.string({ description: "A line under the menu's name." }),
    serviceAvailability: t.field({
      description: 'When the menu is served, day by day; replaces the previous hours.',
      type: [MenuServiceAvailabilityInput],
    }),
    categoryIds: t.intList({ description: "The menu's categories." }),
  }),
});

export const CategoryInput = builder.inputType('CategoryInput', {
  description: 'A category of a draft to add or change.',
  fields: (t) => ({
    menuConfigurationId: t.int({ description: 'The draft the category belongs to.', required: true }),
    id: t.int({ description: 'The category (UPDATE, DUPLICATE, DELETE).' }),
    title: t.string({ description: "The category's name." }),
    description: t.string({ description: "The category's description." }),
    menuIds: t.intList({ description: 'The menus showing this category.' }),
    itemIds: t.intList({ description: 'The items of the category, in the order they show.' }),
  }),
});

export const ItemInput = builder.inputType('ItemInput', {
  description: 'An item of a draft to add or change.',
  fields: (t) => ({
    menuConfigurationId: t.int({ description: 'The draft the item belongs to.', required: true }),
    id: t.int({ description: 'The item (UPDATE, DUPLICATE, DELETE).' }),
    title: t.string({ description: 'The title the platform shows.' }),
    internalTitle: t.string({ description: "The kitchen's own name; never sent to a platform." }),
    description: t.string({ description: 'The item description the platform shows.' }),
    imageUrl: t.string({ description: 'https:// address or a path of this server; null clears it.' }),
    price: t.int({ description: 'Minor units, 0 … 1,000,000; null clears it (publishing then refuses the item).' }),
    vatPercent: t.float({ description: "The item's VAT rate in percent (20 means 20 %)." }),
    categoryIds: t.intList({ description: 'The categories the item is in (a new one goes last in each).' }),
    modifierGroupIds: t.intList({ description: 'The groups the item asks for, in order.' }),
  }),
});

const ModifierOptionInput = builder.inputType('ModifierOptionInput', {
  description: 'One choice of a modifier group: an item, with its price and limits in the group.',
  fields: (t) => ({
    itemId: t.int({ required: true, description: 'An item of the same configuration: options are items.' }),
    price: t.int({ description: "The option's price inside this group, minor units; null: the item's own price." }),
    minPermitted: t.int({ description: 'Default 0.' }),
    maxPermitted: t.int({ description: 'Default 1.' }),
  }),
});

export const ModifierGroupInput = builder.inputType('ModifierGroupInput', {
  description: 'A modifier group (option list) of a draft to add or change.',
  fields: (t) => ({
    menuConfigurationId: t.int({ description: 'The draft the group belongs to.', required: true }),
    id: t.int({ description: 'The group (UPDATE, DUPLICATE, DELETE).' }),
    title: t.string({ description: "The group's name as the client reads it." }),
    minPermitted: t.int({ description: 'How many choices at least (0 = optional).' }),
    maxPermitted: t.int({ description: 'How many choices at most (1 … 99).' }),
    options: t.field({ type: [ModifierOptionInput], description: 'The choices, in order.' }),
  }),
});

export const CategoryPositionInput = builder.inputType('CategoryPositionInput', {
  description: "A category's new rank.",
  fields: (t) => ({
    id: t.int({ required: true, description: "The category's id." }),
    position: t.int({ required: true, description: 'Its rank, from 0.' }),
  }),
});
