import { ITEM_SUSPENSIONS } from '@comptoir/domain';
import { builder } from '../../builder';
import { CallReasonRef } from '../../platforms/graphql/call-reason.graphql';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { setItemAvailability } from './set-item-availability';
import { setItemInternalTitle } from './item-internal-title';
import { setItemPrice } from './item-price';
import { loadItemPlatformSyncs, type ItemPlatformSync } from './item-platform-sync';
import { listMenuConfigurations } from './list-menu-configurations';
import { ItemRef, MenuConfigurationRef } from './menu.graphql';
import { MENUS_ROLES } from './menu-item-in-scope';

// /menus (docs/roles.md#route-table) and item availability (docs/menus.md#item-availability): the menus query, the
// availability, price and internal-title mutations, and each item's last platform answer.

const ItemSuspensionEnum = builder.enumType('ItemSuspension', {
  description:
    "AVAILABLE: on sale again; TOMORROW ('Today'): off until the restaurant's next midnight; UNKNOWN ('All Time'): off until made available.",
  values: ITEM_SUSPENSIONS,
});

const ItemSyncStatusEnum = builder.enumType('ItemPlatformSyncStatus', {
  description:
    'PENDING: being sent (retried); SENT: the platform took it; FAILED: refused or never answered; UNSUPPORTED: the platform has no such call.',
  values: ['PENDING', 'SENT', 'FAILED', 'UNSUPPORTED'] as const,
});

const ItemPlatformSyncRef = builder.objectRef<ItemPlatformSync>('ItemPlatformSync').implement({
  description: "What the item's platform made of its latest availability change.",
  fields: (t) => ({
    platform: t.field({ description: 'The platform told.', type: PlatformNameEnum, resolve: (sync) => sync.platform }),
    available: t.exposeBoolean('available', { description: 'What was asked: available (true) or unavailable.' }),
    status: t.field({
      description: 'Where the change stands with the platform.',
      type: ItemSyncStatusEnum,
      resolve: (sync) => sync.status.toUpperCase() as 'PENDING' | 'SENT' | 'FAILED' | 'UNSUPPORTED',
    }),
    message: t.exposeString('message', {
      nullable: true,
      description: "The platform's refusal, or why the platform cannot be told.",
    }),
    reason: t.field({
      description:
        'The same as message, as a code for screens to translate; null when there is none (or none recorded).',
      type: CallReasonRef,
      nullable: true,
      resolve: (sync) => sync.reason,
    }),
    at: t.string({
      description: 'When it was sent, else when it was asked.',
      resolve: (sync) => sync.at.toISOString(),
    }),
  }),
});

builder.objectFields(ItemRef, (t) => ({
  platformSync: t.loadable({
    type: ItemPlatformSyncRef,
    nullable: true,
    description:
      "The latest availability change sent to the item's platform; null when none was (drafts, untouched items).",
    load: (itemIds: number[], context) => loadItemPlatformSyncs(context.db, itemIds),
    resolve: ({ row }) => row.id,
  }),
}));

builder.queryField('menus', (t) =>
  t.withAuth({ anyRole: MENUS_ROLES }).field({
    type: [MenuConfigurationRef],
    description:
      "docs/api.md#operations: the restaurants' live menus in the viewer's scope (in restaurant order), then the companies' menu-maker drafts " +
      '(restaurant null). companyId keeps one company (NOT_FOUND when out of scope).',
    args: { companyId: t.arg.int() },
    resolve: (_root, args, context) => listMenuConfigurations(context, args.companyId),
  }),
);

builder.mutationFields((t) => ({
  item: t.withAuth({ anyRole: MENUS_ROLES }).field({
    type: ItemRef,
    description:
      "docs/menus.md#item-availability: changes an item's availability and tells its restaurant's platform (see Item.platformSync); a draft's item " +
      "changes in the draft only. PIN_REQUIRED when the company protects the 'menu' pages and no PIN session is open.",
    args: { id: t.arg.int({ required: true }), suspend: t.arg({ type: ItemSuspensionEnum, required: true }) },
    resolve: (_root, args, context) => setItemAvailability(context, args.id, args.suspend),
  }),
  itemPrice: t.withAuth({ anyRole: MENUS_ROLES }).field({
    type: ItemRef,
    description:
      'Sets the price in minor units (0 … 1,000,000). The platform sees it when the menu is next published: the ' +
      'configuration is marked updated. PIN_REQUIRED like item.',
    args: { id: t.arg.int({ required: true }), price: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => setItemPrice(context, args.id, args.price),
  }),
  itemInternalTitle: t.withAuth({ anyRole: MENUS_ROLES }).field({
    type: ItemRef,
    description:
      "The kitchen's own name for the item (trimmed, at most 100 characters; null or blank clears it). Never sent to a platform.",
    args: { id: t.arg.int({ required: true }), title: t.arg.string() },
    resolve: (_root, args, context) => setItemInternalTitle(context, args.id, args.title),
  }),
}));
