import { isAdministrator, ticketState } from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import type { GraphQLContext } from '../../context/types';
import {
  restaurants,
  type CartClient,
  type CartCourier,
  type CartCustomisationRow,
  type CartLineRow,
  type CartRow,
  type DeliveryLocation,
  type RushJob,
} from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { AppError } from '../../errors';
import { linkHolderOf } from '../auth';
import { RestaurantRef } from '../restaurants';
import {
  customisationsOfLine,
  imagesOfCart,
  isCourierRated,
  linesOfCart,
  ticketJobsOfCart,
  vatOfCart,
  type CartImageRow,
} from './cart-loaders';
import { FulfillmentTypeEnum, OrderStatusEnum, PaymentMethodEnum, TicketStateEnum } from './order-enums.graphql';
import { buildUploadUrl } from '../uploads';
import type { OrderVatRate } from './read-order-vat';

type CartItem = { platformId: string | null; title: string; vatPurcent: number | null };

// docs/screens.md#order-detail: VAT per line and per rate is for administrators only; others get null.
function seesVat(context: GraphQLContext): boolean {
  return context.viewer !== null && isAdministrator(context.viewer.roles);
}

const CartItemRef = builder.objectRef<CartItem>('CartItem').implement({
  description: 'The ordered item as the platform named it when the order came in.',
  fields: (t) => ({
    platformId: t.exposeString('platformId', {
      description: "The item's id on the platform; null when the platform sent none.",
      nullable: true,
    }),
    title: t.exposeString('title', { description: "The item's name as ordered." }),
    vatPurcent: t.exposeFloat('vatPurcent', {
      description: "The item's VAT rate in percent (20 means 20 %); null on customisations.",
      nullable: true,
    }),
  }),
});

const CustomisationRefRef = builder.objectRef<CartCustomisationRow>('CustomisationRef').implement({
  description: 'The option chosen, as the platform named it.',
  fields: (t) => ({
    platformId: t.exposeString('customisationPlatformId', {
      description: "The option's id on the platform; null when the platform sent none.",
      nullable: true,
    }),
    externalId: t.exposeString('customisationExternalId', {
      description: "The restaurant's own id for the option (its PLU), when the platform sends one.",
      nullable: true,
    }),
    title: t.string({
      description: "The option's name as ordered.",
      resolve: (row) => row.customisationTitle ?? row.itemTitle ?? '',
    }),
  }),
});

const CustomisationGroupRef = builder
  .objectRef<{ platformId: string | null; title: string }>('CustomisationGroup')
  .implement({
    description:
      'A modifier group of an item ("Suppléments"), as the platform named it (docs/orders.md#lines-and-options).',
    fields: (t) => ({
      platformId: t.exposeString('platformId', {
        description: "The group's id on the platform; null when the platform sent none.",
        nullable: true,
      }),
      title: t.exposeString('title', { description: "The group's name as the platform sent it." }),
    }),
  });

const CartCustomisationRef = builder.objectRef<CartCustomisationRow>('CartCustomisation').implement({
  description: 'A chosen option of a line; options nest (an option of an option) through parentId.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The customisation's id, unique in the whole API." }),
    parentId: t.exposeInt('parentId', {
      description: 'The customisation this one is an option of; null at the top of the line.',
      nullable: true,
    }),
    quantity: t.exposeInt('quantity', { description: 'How many of this option were chosen for one of its parent.' }),
    price: t.exposeInt('price', {
      description:
        "What this option adds to the order, every quantity included (its own, its parents' and its line's), in minor units (cents).",
    }),
    unitPrice: t.exposeInt('unitPrice', {
      description:
        'What one of this option adds to its parent, in minor units (cents): price = unitPrice × quantity × how many of its parent the line holds.',
    }),
    group: t.field({
      description: 'The modifier group the option was chosen in; null when the platform names none.',
      type: CustomisationGroupRef,
      nullable: true,
      resolve: (row) => (row.groupTitle === null ? null : { platformId: row.groupPlatformId, title: row.groupTitle }),
    }),
    item: t.field({
      description: 'The item this option is, as the platform named it.',
      type: CartItemRef,
      resolve: (row) => ({
        platformId: row.itemPlatformId,
        title: row.itemTitle ?? row.customisationTitle ?? '',
        vatPurcent: null,
      }),
    }),
    customisation: t.field({
      description: 'The option as the platform named it.',
      type: CustomisationRefRef,
      resolve: (row) => row,
    }),
  }),
});

const CartLineRef = builder.objectRef<CartLineRow>('CartLine').implement({
  description: 'One ordered item of an order, with its options.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The line's id, unique in the whole API." }),
    quantity: t.exposeInt('quantity', { description: 'How many of this item were ordered.' }),
    category: t.exposeString('category', {
      description: 'The menu category the item was ordered from, when the platform says.',
      nullable: true,
    }),
    price: t.exposeInt('price', {
      description: 'Unit price of the item alone, without its options, in minor units (cents).',
    }),
    specialInstructions: t.exposeString('specialInstructions', {
      description: "The client's note on this item.",
      nullable: true,
    }),
    allergyInstructions: t.exposeString('allergyInstructions', {
      description: "The client's allergy note on this item.",
      nullable: true,
    }),
    item: t.field({
      description: 'The item ordered.',
      type: CartItemRef,
      resolve: (line) => ({ platformId: line.itemPlatformId, title: line.itemTitle, vatPurcent: line.itemVatPurcent }),
    }),
    customisations: t.field({
      type: [CartCustomisationRef],
      description: 'The whole tree of the line, flat and depth-first; parentId rebuilds it.',
      resolve: (line, _args, context) => customisationsOfLine(context).load(line.id),
    }),
  }),
});

const CartImageRef = builder.objectRef<CartImageRow>('CartImage').implement({
  description: 'A photo of the prepared order, taken before hand-over.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The photo's id." }),
    filePath: t.string({
      description: 'URL path under /uploads/, with a short-lived token so that an <img> can load it.',
      resolve: (image, _args, context) =>
        buildUploadUrl(context.config.jwtSecret, image.filePath, linkHolderOf(context.viewer)),
    }),
  }),
});

const RushJobRef = builder.objectRef<RushJob>('RushJob').implement({
  description: "The platform's extra-courier job for a delivery order (Uber Eats), which a courier rating names.",
  fields: (t) => ({
    uuid: t.exposeString('uuid', { description: "The job's id on the platform; noteDeliverer takes it as jobUuid." }),
    response: t.exposeString('response', {
      nullable: true,
      description: "The platform's last answer about the job, as it sent it; null before any.",
    }),
  }),
});

const DeliveryLocationRef = builder.objectRef<DeliveryLocation>('DeliveryLocation').implement({
  description: 'Where a delivery order goes; adresse and longtitude are kept spellings (docs/glossary.md#spellings).',
  fields: (t) => ({
    adresse: t.exposeString('adresse', { description: 'Street and number.', nullable: true }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    country: t.exposeString('country', { description: 'Country, as the platform sent it.', nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'Postal code.', nullable: true }),
    latitude: t.exposeFloat('latitude', { description: 'Latitude in decimal degrees.', nullable: true }),
    longtitude: t.exposeFloat('longtitude', {
      description: 'Longitude in decimal degrees (kept spelling: docs/glossary.md#spellings).',
      nullable: true,
    }),
  }),
});

// A courier is described like a client, with a picture.
const personFields = (
  t: PothosSchemaTypes.ObjectFieldBuilder<
    typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never,
    CartClient
  >,
) => ({
  firstName: t.exposeString('firstName', { description: 'First name, as the platform shares it.', nullable: true }),
  lastName: t.exposeString('lastName', {
    description: 'Last name, or its initial, as the platform shares it.',
    nullable: true,
  }),
  fakePhone: t.exposeString('fakePhone', {
    description: 'The phone number the platform gives to reach the person, usually a masked relay number.',
    nullable: true,
  }),
  pinPhone: t.exposeString('pinPhone', {
    description: 'The code to type after calling fakePhone, when the platform masks numbers with one.',
    nullable: true,
  }),
  platformId: t.exposeString('platformId', { description: "The person's id on the platform.", nullable: true }),
});

const CartClientRef = builder.objectRef<CartClient>('CartClient').implement({
  description: 'The client who placed the order, as the platform shares them.',
  fields: personFields,
});

const CartCourierRef = builder.objectRef<CartCourier>('CartCourier').implement({
  description: "The platform's courier who collects the order (courser: kept spelling, docs/glossary.md#spellings).",
  fields: (t) => ({
    ...personFields(t),
    picture: t.exposeString('picture', {
      nullable: true,
      description: "URL of the courier's photo, when the platform sends one.",
    }),
  }),
});

const VatAmountRef = builder.objectRef<OrderVatRate>('VatAmount').implement({
  description:
    "One rate of the order's VAT split, as stored with the order and counted by the VAT report: ht + amount = ttc.",
  fields: (t) => ({
    rate: t.exposeFloat('vatPercent', { description: 'VAT rate in percent (20 means 20 %).' }),
    ttc: t.exposeInt('ttc', {
      description: "The part of the order's total at that rate, VAT included, in minor units (cents).",
    }),
    ht: t.exposeInt('ht', { description: 'That part without its VAT, in minor units (cents).' }),
    amount: t.exposeInt('tva', { description: 'VAT included at that rate, in minor units (cents).' }),
  }),
});

const instant = (pick: (cart: CartRow) => Date | null) => (cart: CartRow) => toIsoString(pick(cart));

/** The order's ticket state (docs/printing.md#printed), for Cart and for the answer of the order actions. */
export async function resolveTicketState(cart: CartRow, _args: unknown, context: GraphQLContext) {
  return ticketState(await ticketJobsOfCart(context).load(cart.id), cart.printedAt);
}

export const CartRef = builder.objectRef<CartRow>('Cart').implement({
  description:
    "An order (cart: docs/glossary.md) placed on a platform at one restaurant. Money is in integer minor units (cents) of the restaurant's currency.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The order's id in this API." }),
    uuid: t.exposeString('uuid', { description: "The order's public uuid." }),
    displayId: t.exposeString('displayId', {
      description: 'The short id staff and couriers read, as the platform shows it.',
    }),
    platformId: t.exposeString('platformId', { description: "The order's own id on its platform." }),
    status: t.field({
      description: 'Where the order stands in its life.',
      type: OrderStatusEnum,
      resolve: (cart) => cart.status,
    }),
    livredAt: t.string({
      description: 'When the order was delivered or handed over, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: instant((cart) => cart.livredAt),
    }),
    specialInstructions: t.exposeString('specialInstructions', {
      description: "The client's note for the kitchen.",
      nullable: true,
    }),
    deliveryInstructions: t.exposeString('deliveryInstructions', {
      description: "The client's note for the courier.",
      nullable: true,
    }),
    isSingleUseItemsIncluded: t.exposeBoolean('isSingleUseItemsIncluded', {
      description: 'Whether the client asked for cutlery and other single-use items.',
    }),
    isLarger: t.exposeBoolean('isLarger', {
      description:
        'Whether the order is marked large, the kind that may need extra couriers; orders from the platforms leave it false.',
    }),
    hasImage: t.exposeBoolean('hasImage', { description: 'Whether a photo of the prepared order was uploaded.' }),
    cartImages: t.field({
      description: 'Photos of the prepared order, oldest first.',
      type: [CartImageRef],
      resolve: (cart, _args, context) => imagesOfCart(context).load(cart.id),
    }),
    runnerIsReady: t.exposeBoolean('runnerIsReady', {
      description: 'Whether the runner has the bag at the counter, ready for the courier.',
    }),
    isPayed: t.exposeBoolean('isPayed', {
      description: 'Whether the client has already paid (false for cash orders).',
    }),
    subtotal: t.exposeInt('subtotal', { description: 'Sum of the lines and their options, in minor units (cents).' }),
    promo: t.exposeInt('promo', { description: 'Discount given to the client, in minor units (cents).' }),
    deliveryPrice: t.exposeInt('deliveryPrice', {
      description: 'Delivery fee paid by the client, in minor units (cents).',
    }),
    tips: t.exposeInt('tips', { description: 'Tip left by the client, in minor units (cents).' }),
    total: t.exposeInt('total', {
      description: 'What the client pays, subtotal − promo + deliveryPrice + tips, in minor units (cents).',
    }),
    orderCount: t.exposeInt('orderCount', {
      description:
        'How many orders this client has placed at this restaurant, this one included (1 means a new client).',
    }),
    fulfillmentType: t.field({
      description: 'How the order reaches the client.',
      type: FulfillmentTypeEnum,
      resolve: (cart) => cart.fulfillmentType,
    }),
    fulfillmentComment: t.exposeString('fulfillmentComment', {
      description: "The platform's note on the fulfilment, when it sends one.",
      nullable: true,
    }),
    vatPlatformPurcent: t.exposeFloat('vatPlatformPurcent', {
      description: "VAT rate on the platform's commission, in percent (20 means 20 %).",
    }),
    platformPurcent: t.exposeFloat('platformPurcent', {
      description: "The platform's commission rate on this order, in percent.",
    }),
    vatPlatformFee: t.exposeInt('vatPlatformFee', {
      description: "VAT on the platform's commission, in minor units (cents).",
    }),
    platformFee: t.exposeInt('platformFee', {
      description: "The platform's commission on this order, in minor units (cents).",
    }),
    payement: t.exposeInt('payement', {
      description:
        'What the platform pays out to the restaurant for this order, in minor units (cents) (payement: kept spelling, docs/glossary.md#spellings).',
    }),
    voucher: t.exposeInt('voucher', {
      description: "Part of the order paid with the platform's vouchers, in minor units (cents).",
    }),
    refund: t.exposeInt('refund', {
      description: 'Amount the platform refunded to the client on this order, in minor units (cents).',
    }),
    rushJob: t.field({
      description: "The platform's courier job for this order, when it has one (Uber Eats deliveries).",
      type: RushJobRef,
      nullable: true,
      resolve: (cart) => cart.rushJob,
    }),
    couriersNumber: t.exposeInt('couriersNumber', {
      description: 'How many couriers the platform sends for this order, the extra ones included.',
    }),
    deliveryLocation: t.field({
      description: 'Where a delivery order goes; null for other orders or when the platform hides it.',
      type: DeliveryLocationRef,
      nullable: true,
      resolve: (cart) => cart.deliveryLocation,
    }),
    paymentMethod: t.field({
      description: 'How the client paid.',
      type: PaymentMethodEnum,
      resolve: (cart) => cart.paymentMethod,
    }),
    restaurant: t.loadable({
      description: 'The restaurant the order was placed at.',
      type: RestaurantRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? new AppError('NOT_FOUND', { message: `Restaurant ${id} not found` }));
      },
      resolve: (cart) => cart.restaurantId,
    }),
    client: t.field({
      description: 'The client, when the platform shares them.',
      type: CartClientRef,
      nullable: true,
      resolve: (cart) => cart.client,
    }),
    courser: t.field({
      description: "The platform's courier, once one is assigned (courser: kept spelling, docs/glossary.md#spellings).",
      type: CartCourierRef,
      nullable: true,
      resolve: (cart) => cart.courser,
    }),
    orders: t.field({
      description: "The order's lines, in the order the platform sent them.",
      type: [CartLineRef],
      resolve: (cart, _args, context) => linesOfCart(context).load(cart.id),
    }),
    preparationTime: t.exposeInt('preparationTime', {
      description: 'Preparation time the restaurant committed to, in minutes; null when none was given.',
      nullable: true,
    }),
    scheduledFor: t.string({
      description: 'When a scheduled order is due, ISO-8601 UTC; null for an order to prepare now.',
      nullable: true,
      resolve: instant((cart) => cart.scheduledFor),
    }),
    acceptedAt: t.string({
      description: 'When the restaurant accepted the order, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: instant((cart) => cart.acceptedAt),
    }),
    readyAt: t.string({
      description: 'When the order was marked ready, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: instant((cart) => cart.readyAt),
    }),
    printedAt: t.string({
      description: "When the order's ticket was printed, ISO-8601 UTC; null before.",
      nullable: true,
      resolve: instant((cart) => cart.printedAt),
    }),
    ticketState: t.field({
      type: TicketStateEnum,
      description:
        'Where the ticket stands: QUEUED for a cloud printer, PRINTED once confirmed or printed here, FAILED when the printer could not.',
      resolve: resolveTicketState,
    }),
    createdAt: t.string({
      description: 'When the client placed the order on the platform, ISO-8601 UTC.',
      resolve: (cart) => cart.createdAt.toISOString(),
    }),
    updatedAt: t.string({
      description: 'When the order last changed here, ISO-8601 UTC.',
      resolve: (cart) => cart.updatedAt.toISOString(),
    }),
    courierRated: t.boolean({
      description: 'noteDeliverer was already sent for this order (a courier is rated once).',
      resolve: (cart, _args, context) => isCourierRated(context).load(cart.id),
    }),
    vatByRate: t.field({
      type: [VatAmountRef],
      nullable: true,
      description:
        "The order's VAT per rate exactly as the VAT report counts it: the promotion spread over the rates, delivery at " +
        '20 %, tips outside VAT; empty for a canceled order (administrators only; null for others).',
      resolve: (cart, _args, context) => (seesVat(context) ? vatOfCart(context).load(cart) : null),
    }),
  }),
});
