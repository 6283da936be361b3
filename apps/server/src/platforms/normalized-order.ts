import {
  optionCount,
  type FulfillmentType,
  type OrderStatus,
  type PaymentMethod,
  type PlatformCode,
} from '@comptoir/domain';
import type { CartClient, CartCourier, DeliveryLocation, RushJob } from '../db/schema';

// The one order model every adapter parses its platform's payload into; intake writes it as a cart.
// Money is in integer minor units whatever the platform sends (decimals, `fractional`, `amount_e5`).
// Lines and options follow one model whatever the platform (docs/orders.md#lines-and-options): a line is an item,
// its quantity and unit price; an option is what the customer chose (item and customisation both name the option),
// the group it was chosen in, its quantity per unit of its parent, its unit price and its total.
// Totals follow the domain's rule (orderAmountsOf): subtotal = Σ line totals; total = subtotal − promo + delivery +
// tips.
export type NormalizedCustomisation = {
  /** Per unit of its parent (the line's item or the option above it). */
  quantity: number;
  /** What one of it adds to its parent. */
  unitPrice: number;
  /** Total contribution to the order, every quantity (its own, its parents', its line's) included. */
  price: number;
  /** The chosen option as an item of the menu. */
  item: { platformId: string; title: string };
  customisation: { platformId: string; externalId: string | null; title: string };
  /** The modifier group the option was chosen in, when the platform names it. */
  group: { platformId: string | null; title: string } | null;
  customisations: NormalizedCustomisation[];
};

export type NormalizedLine = {
  quantity: number;
  category: string | null;
  /** Unit price of the item alone, without customisations. */
  price: number;
  specialInstructions: string | null;
  allergyInstructions: string | null;
  /**
   * vatPurcent: the item's rate as the platform sent it for this line, or null when it sends none (or only one tax for
   * the whole cart); intake then takes the rate from the restaurant's menu (docs/money.md#an-items-vat-rate).
   */
  item: { platformId: string; title: string; vatPurcent: number | null };
  customisations: NormalizedCustomisation[];
};

export type NormalizedOrder = {
  platform: PlatformCode;
  /** The order's id on its platform (Cart.platformId); unique with the platform. */
  platformOrderId: string;
  displayId: string;
  /** The store's id on the platform, matched against restaurants.platform_store_id. */
  storeId: string;
  status: OrderStatus;
  fulfillmentType: FulfillmentType;
  paymentMethod: PaymentMethod;
  placedAt: Date;
  scheduledFor: Date | null;
  specialInstructions: string | null;
  deliveryInstructions: string | null;
  isSingleUseItemsIncluded: boolean;
  isPayed: boolean;
  subtotal: number;
  promo: number;
  deliveryPrice: number;
  tips: number;
  total: number;
  platformFee: number;
  vatPlatformFee: number;
  platformPurcent: number;
  vatPlatformPurcent: number;
  voucher: number;
  client: CartClient | null;
  courser: CartCourier | null;
  deliveryLocation: DeliveryLocation | null;
  rushJob: RushJob | null;
  preparationTime: number | null;
  lines: NormalizedLine[];
};

/**
 * The most of one item a line or an option may hold (its quantity times its parents' and its line's). Far above any
 * real order, and low enough that sums of units over years of orders stay exact integers
 * (docs/reports.md#best-item-rollups).
 */
const MAX_ITEM_COUNT = 10_000;

/** Throws when a line or an option, at any depth, holds a count no kitchen could make (or a negative one). */
export function checkItemCounts(order: NormalizedOrder): void {
  const check = (count: number, what: string) => {
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_ITEM_COUNT)
      throw new Error(`${what} holds ${count} units (at most ${MAX_ITEM_COUNT})`);
  };
  const walk = (options: readonly NormalizedCustomisation[], parentCount: number) => {
    for (const option of options) {
      const count = optionCount(option.quantity, parentCount);
      check(count, `Option "${option.item.title}"`);
      walk(option.customisations, count);
    }
  };
  for (const line of order.lines) {
    check(line.quantity, `Line "${line.item.title}"`);
    walk(line.customisations, line.quantity);
  }
}
