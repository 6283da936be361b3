import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { platforms, restaurants, restaurantSubscriptions, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { loadCompanyNodes, CompanyRef, SubscriptionRef } from '../companies';
import { PlatformRef } from '../../platforms/graphql/platform.graphql';
import { restaurantsInScope } from '../tenancy';
import { listRestaurants } from './list-restaurants';
import { PlatformDataRef, readPlatformData, RestaurantKomRef } from './restaurant-status.graphql';

function requireLoaded<T>(kind: string, keys: readonly number[], rows: readonly (T | null)[]): (T | Error)[] {
  return rows.map((row, index) => row ?? new AppError('NOT_FOUND', { message: `${kind} ${keys[index]} not found` }));
}

const RestaurantIntegrationStatusRef = builder.enumType('RestaurantIntegrationStatus', {
  description: 'Where a restaurant stands in being connected to Comptoir (docs/platforms.md#connecting).',
  values: {
    PENDING: { value: 'pending', description: 'Registered, waiting for its account manager to approve it.' },
    INTEGRATED: { value: 'integrated', description: 'Connected: it takes orders and Comptoir calls its platform.' },
    REJECTED: { value: 'rejected', description: 'Refused by its account manager; rejectionReason says why.' },
  } as const,
});

export const RestaurantRef = builder.objectRef<RestaurantRow>('Restaurant').implement({
  description: 'One store of a company on one platform: a brand sold on two platforms is two restaurants.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The restaurant's id in this API." }),
    uuid: t.exposeString('uuid', { description: "The restaurant's public uuid, which most arguments take." }),
    title: t.exposeString('title', { description: "The restaurant's name." }),
    label: t.exposeString('label', { description: 'A short name the company gives the restaurant.', nullable: true }),
    phone: t.exposeString('phone', { description: "The restaurant's phone number.", nullable: true }),
    adresse: t.exposeString('adresse', {
      description: 'Street and number (adresse: kept spelling, docs/glossary.md#spellings).',
      nullable: true,
    }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'Postal code.', nullable: true }),
    latitude: t.exposeFloat('latitude', { description: 'Latitude in decimal degrees.', nullable: true }),
    longitude: t.exposeFloat('longitude', { description: 'Longitude in decimal degrees.', nullable: true }),
    etat: t.exposeString('etat', {
      description: "The restaurant's state as the product keeps it (free text).",
      nullable: true,
    }),
    deliveryMode: t.exposeString('deliveryMode', {
      description: 'How the restaurant delivers, as the product keeps it (free text).',
      nullable: true,
    }),
    manualDisputeHandling: t.exposeBoolean('manualDisputeHandling', {
      description:
        'Whether the company handles disputes of platform refunds itself rather than letting Comptoir do it.',
    }),
    comissionInvoicing: t.exposeBoolean('comissionInvoicing', {
      description:
        "Whether Comptoir invoices its commission on this restaurant's orders (comissionInvoicing: kept spelling, docs/glossary.md#spellings).",
    }),
    timezone: t.exposeString('timezone', {
      description: "The restaurant's IANA time zone (Europe/Paris); its local day bounds the date filters.",
    }),
    preparationTime: t.exposeInt('preparationTime', {
      description: "The restaurant's usual preparation time, in minutes.",
      nullable: true,
    }),
    fulfillmentType: t.exposeString('fulfillmentType', {
      description: "The restaurant's usual fulfilment type (see FulfillmentType).",
      nullable: true,
    }),
    integrationStatus: t.field({
      description: 'Whether the restaurant is connected, waiting for review or refused (docs/platforms.md#connecting).',
      type: RestaurantIntegrationStatusRef,
      resolve: (restaurant) => restaurant.integrationStatus,
    }),
    rejectionReason: t.exposeString('rejectionReason', {
      description: 'Why the account manager refused the restaurant, when integrationStatus is REJECTED.',
      nullable: true,
    }),
    isTabletLess: t.exposeBoolean('isTabletLess', {
      description: "Whether the restaurant works without its platform's tablet: no tablet credentials are kept.",
    }),
    attachedToPOS: t.exposeBoolean('attachedToPos', {
      description: 'Whether the store is also attached to a till (POS) on its platform, as the company said.',
    }),
    credentialsVerified: t.exposeBoolean('credentialsVerified', {
      description:
        'Whether the platform confirmed the tablet credentials: null when none are saved, false when saved but the platform offers no way to check them.',
      nullable: true,
    }),
    platform: t.loadable({
      description: 'The platform this restaurant sells on.',
      type: PlatformRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(platforms).where(inArray(platforms.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return requireLoaded(
          'Platform',
          ids,
          ids.map((id) => byId.get(id) ?? null),
        );
      },
      resolve: (restaurant) => restaurant.platformId,
    }),
    company: t.loadable({
      description: 'The company that runs the restaurant.',
      type: CompanyRef,
      load: async (ids: number[], context) => requireLoaded('Company', ids, await loadCompanyNodes(context.db, ids)),
      resolve: (restaurant) => restaurant.companyId,
    }),
    platformData: t.field({
      description: "The restaurant's sign-in and identifiers on its platform.",
      type: PlatformDataRef,
      resolve: readPlatformData,
    }),
    restaurantKOM: t.field({
      description: "The restaurant's live status on its platform.",
      type: RestaurantKomRef,
      resolve: (restaurant) => restaurant,
    }),
    subscriptions: t.loadableGroup({
      description:
        "The restaurant's subscriptions to paid services (REVIEW, ORDER_MANAGEMENT, INVOICE, VAT), oldest first.",
      type: SubscriptionRef,
      load: (restaurantIds: number[], context) =>
        context.db
          .select()
          .from(restaurantSubscriptions)
          .where(inArray(restaurantSubscriptions.restaurantId, restaurantIds))
          .orderBy(asc(restaurantSubscriptions.id)),
      group: (subscription) => subscription.restaurantId ?? 0,
      resolve: (restaurant) => restaurant.id,
    }),
  }),
});

export const RestaurantConnectionRef = builder.connectionObject(
  {
    type: RestaurantRef,
    name: 'RestaurantConnection',
    description: 'One page of restaurants, by title.',
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { description: 'How many restaurants match, over all pages.' }),
    }),
  },
  { name: 'RestaurantEdge' },
);

builder.queryField('restaurants', (t) =>
  t.withAuth({ signedIn: true }).field({
    description:
      "The restaurants in the viewer's scope, by title; search matches the title, label or city, platforms and companys narrow by ids.",
    type: RestaurantConnectionRef,
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.restaurants }),
      after: t.arg.string(),
      search: t.arg.string(),
      platforms: t.arg.intList(),
      companys: t.arg.intList(),
    },
    resolve: (_root, args, context) => listRestaurants(context, args),
  }),
);

// Declared here rather than beside Company so that companies does not depend on restaurants.
builder.objectField(CompanyRef, 'restaurants', (t) =>
  t.loadableGroup({
    description: "The company's restaurants the viewer may see, by title.",
    type: RestaurantRef,
    load: (companyIds: number[], context) =>
      context.db
        .select()
        .from(restaurants)
        .where(and(inArray(restaurants.companyId, companyIds), restaurantsInScope(context.viewer)))
        .orderBy(asc(restaurants.title), asc(restaurants.id)),
    group: (restaurant) => restaurant.companyId,
    resolve: (node) => node.company.id,
  }),
);
