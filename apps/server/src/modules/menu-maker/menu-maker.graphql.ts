import { describeMenuProblem, MENU_PROBLEM_CODES, type MenuEntityKind, type MenuProblem } from '@comptoir/domain';
import { builder } from '../../builder';
import { CallReasonRef } from '../../platforms/graphql/call-reason.graphql';
import { MenuConfigurationRef } from '../menus';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { RestaurantRef } from '../restaurants';
import { findMakerConfiguration } from './menu-maker-access';
import { isMenuMakerOpen } from './menu-maker-open';
import {
  CategoryInput,
  CategoryPositionInput,
  ItemInput,
  MenuConfigurationInput,
  MenuInput,
  MenuOperationEnum,
  ModifierGroupInput,
} from './menu-maker-inputs.graphql';
import { listMenuPublications } from './menu-publications';
import { loadGraphOrFail } from './menu-operation';
import { MENU_PUBLICATION_STATUSES, publishMenu, type MenuPublication } from './publish-menu';
import { updateCategoryPositions } from './update-category-position';
import { changeMenuCategory } from './update-category';
import { changeConfigurationRecord, saveConfiguration } from './update-configuration';
import { changeMenuItem } from './update-item';
import { changeMenu } from './update-menu';
import { changeModifierGroup } from './update-modifier-group';
import { validateConfiguration } from './validate-configuration';

// The menu maker and its mutations (docs/menus.md#menu-maker). Every field: signed in, tenant scope (NOT_FOUND), then
// the activation gate (FORBIDDEN, extensions.reason MENU_MAKER_NOT_ACTIVATED); changes also ask for the PIN of the
// 'menu' tag.

const MENU_ENTITY_KINDS: readonly MenuEntityKind[] = ['MENU', 'CATEGORY', 'ITEM', 'MODIFIER_GROUP'];

const MenuProblemCodeEnum = builder.enumType('MenuProblemCode', {
  description: 'What a platform would refuse in a menu; message says it in words.',
  values: MENU_PROBLEM_CODES,
});
const MenuEntityKindEnum = builder.enumType('MenuEntityKind', {
  description: 'The kind of menu part a problem is about.',
  values: MENU_ENTITY_KINDS,
});
const MenuPublicationStatusEnum = builder.enumType('MenuPublicationStatus', {
  description:
    'PENDING: being sent (retried); SENT: the platform took the menu (Click N Collect: live at once); FAILED: the platform ' +
    'refused it or never answered; UNSUPPORTED: the platform takes no menu upload (message says why); INVALID: not ' +
    'published, see problems.',
  values: MENU_PUBLICATION_STATUSES,
});

const MenuProblemRef = builder.objectRef<MenuProblem>('MenuProblem').implement({
  description: 'Something a platform would refuse, and where: the entity and its title.',
  fields: (t) => ({
    code: t.field({ description: 'What is wrong.', type: MenuProblemCodeEnum, resolve: (found) => found.code }),
    entity: t.field({
      description: 'The kind of menu part it is about.',
      type: MenuEntityKindEnum,
      resolve: (found) => found.entity,
    }),
    title: t.exposeString('title', { description: 'The title of the menu part it is about.' }),
    platform: t.field({
      type: PlatformNameEnum,
      nullable: true,
      description: 'Set for a limit of one platform (TITLE_TOO_LONG).',
      resolve: (found) => found.platform,
    }),
    limit: t.exposeInt('limit', {
      nullable: true,
      description: 'TITLE_TOO_LONG: the length limit; GROUP_MIN_ABOVE_OPTIONS: the options.',
    }),
    message: t.string({
      description: 'The problem in one English sentence.',
      resolve: (found) => describeMenuProblem(found),
    }),
  }),
});

const MenuPublicationRef = builder.objectRef<MenuPublication>('MenuPublication').implement({
  description: "Where a configuration's publication to one restaurant stands.",
  fields: (t) => ({
    restaurant: t.field({
      description: 'The restaurant published to.',
      type: RestaurantRef,
      resolve: (publication) => publication.restaurant,
    }),
    platform: t.field({
      description: "The restaurant's platform.",
      type: PlatformNameEnum,
      resolve: (publication) => publication.platform,
    }),
    status: t.field({
      description: 'Where the publication stands.',
      type: MenuPublicationStatusEnum,
      resolve: (publication) => publication.status,
    }),
    message: t.exposeString('message', {
      description: "The platform's answer or why it cannot take the menu; null when none.",
      nullable: true,
    }),
    reason: t.field({
      description:
        'The same as message, as a code for screens to translate; null when there is none (or none recorded).',
      type: CallReasonRef,
      nullable: true,
      resolve: (publication) => publication.reason,
    }),
    problems: t.field({
      description: 'What stopped the publication (status INVALID).',
      type: [MenuProblemRef],
      resolve: (publication) => publication.problems,
    }),
    at: t.string({
      description: 'When the menu was sent, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (publication) => publication.at?.toISOString() ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  menuMakerActivated: t.withAuth({ signedIn: true }).boolean({
    description:
      "Whether the menu maker is open: for companyId (NOT_FOUND out of scope), else for the viewer's companies. Support " +
      '(administrators) always; otherwise the company needs its MENU_MAKER service activated by support.',
    args: { companyId: t.arg.int() },
    resolve: (_root, args, context) => isMenuMakerOpen(context, args.companyId),
  }),
  menuV2: t.withAuth({ signedIn: true }).field({
    type: MenuConfigurationRef,
    description: 'docs/menus.md#menu-maker: one configuration for the menu maker (a live menu or a draft).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      await findMakerConfiguration(context, args.id);
      return loadGraphOrFail(context.db, args.id);
    },
  }),
  menuValidation: t.withAuth({ signedIn: true }).field({
    type: [MenuProblemRef],
    description:
      "What the restaurants' platforms would refuse in this configuration (every platform's limits when none given).",
    args: {
      menuConfigurationId: t.arg.int({ required: true }),
      restaurants: t.arg.stringList({ description: 'Restaurant uuids.' }),
    },
    resolve: (_root, args, context) => validateConfiguration(context, args.menuConfigurationId, args.restaurants),
  }),
  menuPublications: t.withAuth({ signedIn: true }).field({
    type: [MenuPublicationRef],
    description:
      "The latest menu upload of each of the configuration's company restaurants, to poll until none is PENDING.",
    args: { menuConfigurationId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => listMenuPublications(context, args.menuConfigurationId),
  }),
}));

builder.mutationFields((t) => ({
  menu: t.withAuth({ signedIn: true }).field({
    type: MenuConfigurationRef,
    description:
      "docs/menus.md#menu-maker: creates a company draft (menuId null) or renames / re-images one of the company's configurations.",
    args: {
      companyId: t.arg.int({ required: true }),
      menuId: t.arg.int(),
      input: t.arg({ type: MenuConfigurationInput, required: true }),
    },
    resolve: (_root, args, context) => saveConfiguration(context, args.companyId, args.menuId, args.input),
  }),
  updateMenuConfiguration: t.withAuth({ signedIn: true }).field({
    type: MenuConfigurationRef,
    nullable: true,
    description:
      'ADD a draft (input.companyId), UPDATE its title or image, DUPLICATE it as a new draft, DELETE a draft (answers null).',
    args: {
      input: t.arg({ type: MenuConfigurationInput, required: true }),
      operation: t.arg({ type: MenuOperationEnum, required: true }),
    },
    resolve: (_root, args, context) => changeConfigurationRecord(context, args.input, args.operation),
  }),
  updateMenu: t.withAuth({ signedIn: true }).field({
    description: 'ADD, UPDATE, DUPLICATE or DELETE a menu of a draft; returns the draft.',
    type: MenuConfigurationRef,
    args: {
      input: t.arg({ type: MenuInput, required: true }),
      operation: t.arg({ type: MenuOperationEnum, required: true }),
    },
    resolve: (_root, args, context) => changeMenu(context, args.input, args.operation),
  }),
  updateMenuCategory: t.withAuth({ signedIn: true }).field({
    description: 'ADD, UPDATE, DUPLICATE or DELETE a category of a draft; returns the draft.',
    type: MenuConfigurationRef,
    args: {
      input: t.arg({ type: CategoryInput, required: true }),
      operation: t.arg({ type: MenuOperationEnum, required: true }),
    },
    resolve: (_root, args, context) => changeMenuCategory(context, args.input, args.operation),
  }),
  updateMenuItem: t.withAuth({ signedIn: true }).field({
    type: MenuConfigurationRef,
    description: 'Deleting an item also removes it from the modifier groups that offered it.',
    args: {
      input: t.arg({ type: ItemInput, required: true }),
      operation: t.arg({ type: MenuOperationEnum, required: true }),
    },
    resolve: (_root, args, context) => changeMenuItem(context, args.input, args.operation),
  }),
  updateMenuModifierGroup: t.withAuth({ signedIn: true }).field({
    description: 'ADD, UPDATE, DUPLICATE or DELETE a modifier group of a draft; returns the draft.',
    type: MenuConfigurationRef,
    args: {
      input: t.arg({ type: ModifierGroupInput, required: true }),
      operation: t.arg({ type: MenuOperationEnum, required: true }),
    },
    resolve: (_root, args, context) => changeModifierGroup(context, args.input, args.operation),
  }),
  updateMenuCategoryPosition: t.withAuth({ signedIn: true }).field({
    type: MenuConfigurationRef,
    description: 'New positions for categories of one configuration; answers that configuration.',
    args: { categories: t.arg({ type: [CategoryPositionInput], required: true }) },
    resolve: (_root, args, context) => updateCategoryPositions(context, args.categories),
  }),
  menuToTablet: t.withAuth({ signedIn: true }).field({
    type: [MenuPublicationRef],
    description:
      "docs/menus.md#menu-maker: publishes the configuration to these restaurants (uuids, the configuration's company's). Checked first: " +
      "with any problem nothing is published (INVALID). Else each restaurant's live menu becomes a copy (items keep " +
      'their availability) and its platform is sent the menu; poll menuPublications for the answers.',
    args: { restaurants: t.arg.stringList({ required: true }), menuConfigurationId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => publishMenu(context, args.restaurants, args.menuConfigurationId),
  }),
}));
