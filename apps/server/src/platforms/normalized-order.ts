import type { FulfillmentType, OrderStatus, PaymentMethod, PlatformCode } from '@comptoir/domain';
import type { CartClient, CartCourier, DeliveryLocation, RushJob } from '../db/schema';

// The one order model every adapter parses its platform's payload into; intake writes it as a cart.
// Money is in integer minor units whatever the platform sends (decimals, `fractional`, `amount_e5`).
// Totals follow the cart rule: subtotal = Σ line price × quantity + Σ customisation prices (quantities included);
// total = subtotal − promo + deliveryPrice + tips.
export type NormalizedCustomisation = {
  quantity: number;
  /** Total contribution to the order, every quantity (its own, its parents', its line's) included. */
  price: number;
  item: { platformId: string; title: string };
  customisation: { platformId: string; externalId: string | null; title: string };
  customisations: NormalizedCustomisation[];
};

export type NormalizedLine = {
  quantity: number;
  category: string | null;
  /** Unit price of the item alone, without customisations. */
  price: number;
  specialInstructions: string | null;
  allergyInstructions: string | null;
  item: { platformId: string; title: string; vatPurcent: number };
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
