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
import { linkHolderOf } from '../auth/link-holder';
import { RestaurantRef } from '../restaurants/restaurant.graphql';
import { customisationsOfLine, imagesOfCart, isCourierRated, linesOfCart, ticketJobsOfCart, type CartImageRow } from './cart-loaders';
import { FulfillmentTypeEnum, OrderStatusEnum, PaymentMethodEnum, TicketStateEnum } from './order-enums.graphql';
import { buildUploadUrl } from './upload-token';
import { includedVat, lineTotal, sumVatByRate, type VatAmount } from './vat';

type CartItem = { platformId: string | null; title: string; vatPurcent: number | null };

// SPEC §8: VAT per line and per rate is for administrators only; others get null.
function seesVat(context: GraphQLContext): boolean {
  return context.viewer !== null && isAdministrator(context.viewer.roles);
}

async function vatOfLine(context: GraphQLContext, line: CartLineRow): Promise<number> {
  const customisations = await customisationsOfLine(context).load(line.id);
  return includedVat(lineTotal(line, customisations), line.itemVatPurcent);
}

const CartItemRef = builder.objectRef<CartItem>('CartItem').implement({
  fields: (t) => ({
    platformId: t.exposeString('platformId', { nullable: true }),
    title: t.exposeString('title'),
    vatPurcent: t.exposeFloat('vatPurcent', { nullable: true }),
  }),
});

const CustomisationRefRef = builder.objectRef<CartCustomisationRow>('CustomisationRef').implement({
  fields: (t) => ({
    platformId: t.exposeString('customisationPlatformId', { nullable: true }),
    externalId: t.exposeString('customisationExternalId', { nullable: true }),
    title: t.string({ resolve: (row) => row.customisationTitle ?? row.itemTitle ?? '' }),
  }),
});

const CartCustomisationRef = builder.objectRef<CartCustomisationRow>('CartCustomisation').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    price: t.exposeInt('price'),
    item: t.field({
      type: CartItemRef,
      resolve: (row) => ({ platformId: row.itemPlatformId, title: row.itemTitle ?? row.customisationTitle ?? '', vatPurcent: null }),
    }),
    customisation: t.field({ type: CustomisationRefRef, resolve: (row) => row }),
  }),
});

const CartLineRef = builder.objectRef<CartLineRow>('CartLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    quantity: t.exposeInt('quantity'),
    category: t.exposeString('category', { nullable: true }),
    price: t.exposeInt('price'),
    specialInstructions: t.exposeString('specialInstructions', { nullable: true }),
    allergyInstructions: t.exposeString('allergyInstructions', { nullable: true }),
    item: t.field({
      type: CartItemRef,
      resolve: (line) => ({ platformId: line.itemPlatformId, title: line.itemTitle, vatPurcent: line.itemVatPurcent }),
    }),
    customisations: t.field({
      type: [CartCustomisationRef],
      description: 'The whole tree of the line, flat and depth-first; parentId rebuilds it.',
      resolve: (line, _args, context) => customisationsOfLine(context).load(line.id),
    }),
    vatAmount: t.int({
      nullable: true,
      description: 'VAT included in this line (administrators only; null for others).',
      resolve: (line, _args, context) => (seesVat(context) ? vatOfLine(context, line) : null),
    }),
  }),
});

const CartImageRef = builder.objectRef<CartImageRow>('CartImage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    filePath: t.string({
      description: 'URL path under /uploads/, with a short-lived token so that an <img> can load it.',
      resolve: (image, _args, context) => buildUploadUrl(context.config.jwtSecret, image.filePath, linkHolderOf(context.viewer)),
    }),
  }),
});

const RushJobRef = builder.objectRef<RushJob>('RushJob').implement({
  fields: (t) => ({ uuid: t.exposeString('uuid'), response: t.exposeString('response', { nullable: true }) }),
});

const DeliveryLocationRef = builder.objectRef<DeliveryLocation>('DeliveryLocation').implement({
  fields: (t) => ({
    adresse: t.exposeString('adresse', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longtitude: t.exposeFloat('longtitude', { nullable: true }),
  }),
});

// A courier is described like a client, with a picture.
const personFields = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, CartClient>) => ({
  firstName: t.exposeString('firstName', { nullable: true }),
  lastName: t.exposeString('lastName', { nullable: true }),
  fakePhone: t.exposeString('fakePhone', { nullable: true }),
  pinPhone: t.exposeString('pinPhone', { nullable: true }),
  platformId: t.exposeString('platformId', { nullable: true }),
});

const CartClientRef = builder.objectRef<CartClient>('CartClient').implement({ fields: personFields });

const CartCourierRef = builder.objectRef<CartCourier>('CartCourier').implement({
  fields: (t) => ({ ...personFields(t), picture: t.exposeString('picture', { nullable: true }) }),
});

const VatAmountRef = builder.objectRef<VatAmount>('VatAmount').implement({
  fields: (t) => ({ rate: t.exposeFloat('rate'), amount: t.exposeInt('amount') }),
});

const instant = (pick: (cart: CartRow) => Date | null) => (cart: CartRow) => toIsoString(pick(cart));

/** The order's ticket state (docs/printing.md#printed), for Cart and for the answer of the order actions. */
export async function resolveTicketState(cart: CartRow, _args: unknown, context: GraphQLContext) {
  return ticketState(await ticketJobsOfCart(context).load(cart.id), cart.printedAt);
}

export const CartRef = builder.objectRef<CartRow>('Cart').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeString('uuid'),
    displayId: t.exposeString('displayId'),
    platformId: t.exposeString('platformId'),
    status: t.field({ type: OrderStatusEnum, resolve: (cart) => cart.status }),
    livredAt: t.string({ nullable: true, resolve: instant((cart) => cart.livredAt) }),
    specialInstructions: t.exposeString('specialInstructions', { nullable: true }),
    deliveryInstructions: t.exposeString('deliveryInstructions', { nullable: true }),
    isSingleUseItemsIncluded: t.exposeBoolean('isSingleUseItemsIncluded'),
    isLarger: t.exposeBoolean('isLarger'),
    hasImage: t.exposeBoolean('hasImage'),
    cartImages: t.field({ type: [CartImageRef], resolve: (cart, _args, context) => imagesOfCart(context).load(cart.id) }),
    runnerIsReady: t.exposeBoolean('runnerIsReady'),
    isPayed: t.exposeBoolean('isPayed'),
    subtotal: t.exposeInt('subtotal'),
    promo: t.exposeInt('promo'),
    deliveryPrice: t.exposeInt('deliveryPrice'),
    tips: t.exposeInt('tips'),
    total: t.exposeInt('total'),
    orderCount: t.exposeInt('orderCount'),
    fulfillmentType: t.field({ type: FulfillmentTypeEnum, resolve: (cart) => cart.fulfillmentType }),
    fulfillmentComment: t.exposeString('fulfillmentComment', { nullable: true }),
    vatPlatformPurcent: t.exposeFloat('vatPlatformPurcent'),
    platformPurcent: t.exposeFloat('platformPurcent'),
    vatPlatformFee: t.exposeInt('vatPlatformFee'),
    platformFee: t.exposeInt('platformFee'),
    payement: t.exposeInt('payement'),
    voucher: t.exposeInt('voucher'),
    refund: t.exposeInt('refund'),
    rushJob: t.field({ type: RushJobRef, nullable: true, resolve: (cart) => cart.rushJob }),
    couriersNumber: t.exposeInt('couriersNumber'),
    deliveryLocation: t.field({ type: DeliveryLocationRef, nullable: true, resolve: (cart) => cart.deliveryLocation }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (cart) => cart.paymentMethod }),
    restaurant: t.loadable({
      type: RestaurantRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? new AppError('NOT_FOUND', { message: `Restaurant ${id} not found` }));
      },
      resolve: (cart) => cart.restaurantId,
    }),
    client: t.field({ type: CartClientRef, nullable: true, resolve: (cart) => cart.client }),
    courser: t.field({ type: CartCourierRef, nullable: true, resolve: (cart) => cart.courser }),
    orders: t.field({ type: [CartLineRef], resolve: (cart, _args, context) => linesOfCart(context).load(cart.id) }),
    preparationTime: t.exposeInt('preparationTime', { nullable: true }),
    scheduledFor: t.string({ nullable: true, resolve: instant((cart) => cart.scheduledFor) }),
    acceptedAt: t.string({ nullable: true, resolve: instant((cart) => cart.acceptedAt) }),
    readyAt: t.string({ nullable: true, resolve: instant((cart) => cart.readyAt) }),
    printedAt: t.string({ nullable: true, resolve: instant((cart) => cart.printedAt) }),
    ticketState: t.field({
      type: TicketStateEnum,
      description: 'Where the ticket stands: QUEUED for a cloud printer, PRINTED once confirmed or printed here, FAILED when the printer could not.',
      resolve: resolveTicketState,
    }),
    createdAt: t.string({ resolve: (cart) => cart.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (cart) => cart.updatedAt.toISOString() }),
    courierRated: t.boolean({
      description: 'noteDeliverer was already sent for this order (a courier is rated once).',
      resolve: (cart, _args, context) => isCourierRated(context).load(cart.id),
    }),
    vatByRate: t.field({
      type: [VatAmountRef],
      nullable: true,
      description: 'VAT per rate of the order (administrators only; null for others).',
      resolve: async (cart, _args, context) => {
        if (!seesVat(context)) return null;
        const lines = await linesOfCart(context).load(cart.id);
        const amounts = await Promise.all(lines.map(async (line) => ({ rate: line.itemVatPurcent, amount: await vatOfLine(context, line) })));
        return sumVatByRate(amounts);
      },
    }),
  }),
});
