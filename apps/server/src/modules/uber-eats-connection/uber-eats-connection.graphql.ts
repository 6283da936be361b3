import { builder } from '../../builder';
import { RestaurantRef } from '../restaurants';
import { listUberEatsStores, type UberEatsStoreListing, type UberEatsStorePage } from './list-stores';
import { startUberEatsConnection } from './start-connection';

// "Connect with Uber" (docs/platforms.md#connecting-uber-eats): the authorize address, then the owner's stores.

const UberEatsConnectionStartRef = builder.objectRef<{ authorizeUrl: string }>('UberEatsConnectionStart').implement({
  description: 'Where to send the browser so that the restaurant owner authorises Comptoir on Uber Eats.',
  fields: (t) => ({
    authorizeUrl: t.exposeString('authorizeUrl', {
      description:
        "Uber's authorize address (scope eats.pos_provisioning, a signed state valid ten minutes); Uber then sends the browser back to /integrations/uber-eats/callback.",
    }),
  }),
});

const UberEatsStoreRef = builder.objectRef<UberEatsStoreListing>('UberEatsStore').implement({
  description: 'One Uber Eats store the owner’s authorisation reaches.',
  fields: (t) => ({
    storeId: t.exposeString('storeId', {
      description: "The store's UUID on Uber Eats (registerPendingRestaurant's platformId).",
    }),
    name: t.exposeString('name', { description: 'The store’s name as eaters see it on Uber Eats.' }),
    address: t.exposeString('address', {
      description: 'Street, postal code and city, when Uber gives them.',
      nullable: true,
    }),
    alreadyConnected: t.exposeBoolean('alreadyConnected', {
      description: 'Whether a Comptoir restaurant (pending, integrated or refused) already has this store.',
    }),
  }),
});

const UberEatsStorePageRef = builder.objectRef<UberEatsStorePage>('UberEatsStorePage').implement({
  description: 'A page of the owner’s Uber Eats stores, in Uber’s order.',
  fields: (t) => ({
    stores: t.field({
      type: [UberEatsStoreRef],
      description: 'The stores of this page.',
      resolve: (page) => page.stores,
    }),
    nextCursor: t.exposeString('nextCursor', {
      description: 'Pass as `after` for the next page; null on the last page.',
      nullable: true,
    }),
  }),
});

builder.objectField(RestaurantRef, 'unlinkedAt', (t) =>
  t.string({
    description:
      'When the platform unlinked the store from Comptoir (Uber Eats store.deprovisioned), as an ISO instant; null while linked. Cleared when the platform links it again.',
    nullable: true,
    resolve: (restaurant) => restaurant.unlinkedAt?.toISOString() ?? null,
  }),
);

builder.mutationFields((t) => ({
  startUberEatsConnection: t.withAuth({ signedIn: true }).field({
    type: UberEatsConnectionStartRef,
    description:
      'Starts "Connect with Uber" for a company: its own users, its account managers and administrators (FORBIDDEN for an application).',
    args: {
      companyId: t.arg.int({
        required: true,
        description: 'The company the owner connects: in the viewer’s scope (another company’s answers NOT_FOUND).',
      }),
    },
    resolve: (_root, args, context) => startUberEatsConnection(context, args.companyId),
  }),
}));

builder.queryFields((t) => ({
  uberEatsStores: t.withAuth({ signedIn: true }).field({
    type: UberEatsStorePageRef,
    description:
      'The Uber Eats stores an owner’s authorisation reaches, a page at a time. TOKEN_EXPIRED with reason UBER_AUTHORIZATION_EXPIRED when the owner must connect again; RESTAURANT_CREATION_FAILED with reason PLATFORM_UNREACHABLE when Uber does not answer.',
    args: {
      authorizationId: t.arg.string({
        required: true,
        description:
          'The authorisation from the callback’s redirect (?authorization=): the company’s own, its managers’ or an administrator’s; another company’s answers NOT_FOUND.',
      }),
      after: t.arg.string({ description: 'The nextCursor of the previous page; omitted for the first.' }),
    },
    resolve: (_root, args, context) => listUberEatsStores(context, args.authorizationId, args.after ?? null),
  }),
}));
