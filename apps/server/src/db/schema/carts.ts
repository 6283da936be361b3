import type { OrderStatus } from '@comptoir/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant, publicUuid } from './columns';
import { companies } from './companies';
import { cartStatus, fulfillmentType, paymentMethod, platformCode } from './enums';
import { restaurants } from './restaurants';

export type RushJob = { uuid: string; response: string | null };
export type DeliveryLocation = {
  adresse: string;
  city: string;
  country: string;
  postalCode: string;
  latitude: number;
  // Kept spelling (docs/glossary.md#spellings).
  longtitude: number;
};
export type CartClient = {
  firstName: string;
  lastName: string;
  fakePhone: string | null;
  pinPhone: string | null;
  platformId: string;
};
export type CartCourier = CartClient & { picture: string | null };

/** The statuses of an order still to handle: the tablets show these whatever the order's age. */
export const IN_PROGRESS_STATUSES = [
  'CREATED',
  'SCHEDULED_ORDER_CREATED',
  'SCHEDULED_ORDER_ACCEPTED',
  'ACCEPTED',
  'CONFIRMED',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
] as const satisfies readonly OrderStatus[];

/**
 * An order still to handle and without a photo (one with a photo shows among the finished). The statuses are written
 * as literals, not parameters, so that the planner can match a query using this condition to carts_in_progress_idx.
 */
export function cartInProgress(t: { status: AnyPgColumn; hasImage: AnyPgColumn }): SQL {
  const statuses = sql.raw(IN_PROGRESS_STATUSES.map((status) => `'${status}'`).join(', '));
  return sql`${t.status} in (${statuses}) and ${t.hasImage} = false`;
}

// A cart is an order. Money columns are integer minor units.
// Totals: subtotal = Σ lines (price × quantity) + Σ customisations (price, quantities already included);
//         total = subtotal − promo + deliveryPrice + tips. Reports rely on both (docs/orders.md#lines-and-options).
// Percentages (*Purcent) are plain percent values in double precision: 20 means 20 %, 5.5 means 5.5 %.
export const carts = pgTable(
  'carts',
  {
    id: id(),
    uuid: publicUuid(),
    // Denormalised from the restaurant, for tenant scoping and the history indexes.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: platformCode('platform').notNull(),
    // The order's id on its platform.
    platformId: text('platform_id').notNull(),
    displayId: text('display_id').notNull(),
    status: cartStatus('status').notNull().default('CREATED'),
    fulfillmentType: fulfillmentType('fulfillment_type').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull().default('PAYMENT_CREDIT_CARD'),
    livredAt: instant('livred_at'),
    specialInstructions: text('special_instructions'),
    deliveryInstructions: text('delivery_instructions'),
    isSingleUseItemsIncluded: boolean('is_single_use_items_included').notNull().default(false),
    isLarger: boolean('is_larger').notNull().default(false),
    hasImage: boolean('has_image').notNull().default(false),
    runnerIsReady: boolean('runner_is_ready').notNull().default(false),
    isPayed: boolean('is_payed').notNull().default(true),
    subtotal: integer('subtotal').notNull().default(0),
    promo: integer('promo').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    tips: integer('tips').notNull().default(0),
    total: integer('total').notNull().default(0),
    // How many orders this client has placed at this restaurant, this one included (1 = new client).
    orderCount: integer('order_count').notNull().default(1),
    fulfillmentComment: text('fulfillment_comment'),
    vatPlatformPurcent: doublePrecision('vat_platform_purcent').notNull().default(0),
    platformPurcent: doublePrecision('platform_purcent').notNull().default(0),
    vatPlatformFee: integer('vat_platform_fee').notNull().default(0),
    platformFee: integer('platform_fee').notNull().default(0),
    // What the platform pays out to the restaurant for this order.
    payement: integer('payement').notNull().default(0),
    voucher: integer('voucher').notNull().default(0),
    refund: integer('refund').notNull().default(0),
    rushJob: jsonb('rush_job').$type<RushJob>(),
    couriersNumber: integer('couriers_number').notNull().default(1),
    deliveryLocation: jsonb('delivery_location').$type<DeliveryLocation>(),
    client: jsonb('client').$type<CartClient>(),
    courser: jsonb('courser').$type<CartCourier>(),
    preparationTime: integer('preparation_time'),
    scheduledFor: instant('scheduled_for'),
    acceptedAt: instant('accepted_at'),
    readyAt: instant('ready_at'),
    printedAt: instant('printed_at'),
    canceledAt: instant('canceled_at'),
    // When the order was placed on the platform.
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // An order id is only unique within its store: a sender naming another store's order id must never reach it.
    unique('carts_platform_store_order_unique').on(t.platform, t.restaurantId, t.platformId),
    // Newest first with the id as tie-breaker, the order History and the VAT list page by
    // (docs/architecture.md#pagination): a page is read off the index and stops at its size instead of sorting the
    // whole period. Nulls first, as ORDER BY … DESC sorts them: an index in another null order cannot serve it.
    index('carts_company_created_id_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('carts_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
    index('carts_status_idx').on(t.status),
    // The orders still to handle, whatever their age: the active-orders list reads these and the last day's through
    // the company index, never the finished history (docs/architecture.md#the-tablets-order-list).
    index('carts_in_progress_idx').on(t.companyId, t.createdAt.desc()).where(cartInProgress(t)),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull().default(1),
    category: text('category'),
    // Unit price of the item alone, without its customisations.
    price: integer('price').notNull().default(0),
    specialInstructions: text('special_instructions'),
    allergyInstructions: text('allergy_instructions'),
    itemPlatformId: text('item_platform_id'),
    itemTitle: text('item_title').notNull(),
    itemVatPurcent: doublePrecision('item_vat_purcent').notNull().default(0),
  },
  (t) => [unique('cart_lines_position_unique').on(t.cartId, t.position)],
);

// Customisations nest (a menu's burger, its sauce, the sauce's size…) up to about nine levels.
// position orders the whole tree of one line depth-first, so (cartLineId, position) is unique.
export const cartCustomisations = pgTable(
  'cart_customisations',
  {
    id: id(),
    cartLineId: integer('cart_line_id')
      .notNull()
      .references(() => cartLines.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => cartCustomisations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Per unit of its parent (the line's item, or the customisation it hangs under).
    quantity: integer('quantity').notNull().default(1),
    // What this customisation adds to the cart, all quantities included (its own, its parents' and its line's), so
    // that subtotal = Σ line price × quantity + Σ customisation price (docs/orders.md#lines-and-options).
    price: integer('price').notNull().default(0),
    // What one of it adds to its parent: price = unitPrice × quantity × the parent's count.
    unitPrice: integer('unit_price').notNull().default(0),
    // item_* and customisation_* both name the option the customer chose, on every platform; group_* the modifier
    // group it was chosen in, null when the platform names none.
    itemPlatformId: text('item_platform_id'),
    itemTitle: text('item_title'),
    customisationPlatformId: text('customisation_platform_id'),
    customisationExternalId: text('customisation_external_id'),
    customisationTitle: text('customisation_title'),
    groupPlatformId: text('group_platform_id'),
    groupTitle: text('group_title'),
  },
  (t) => [
    unique('cart_customisations_position_unique').on(t.cartLineId, t.position),
    index('cart_customisations_parent_idx').on(t.parentId),
  ],
);

export const cartImages = pgTable(
  'cart_images',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Relative to DATA_DIR/uploads.
    filePath: text('file_path').notNull(),
    uploadedByAccountId: integer('uploaded_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_images_cart_idx').on(t.cartId)],
);

export const cartEvents = pgTable(
  'cart_events',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Who acted, as seen by the tenant.
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    // The administrator behind a switched session, else null.
    actingAccountId: integer('acting_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    fromStatus: cartStatus('from_status'),
    toStatus: cartStatus('to_status'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_events_cart_idx').on(t.cartId, t.createdAt)],
);

export type CartRow = typeof carts.$inferSelect;
export type NewCartRow = typeof carts.$inferInsert;
export type CartLineRow = typeof cartLines.$inferSelect;
export type CartCustomisationRow = typeof cartCustomisations.$inferSelect;
