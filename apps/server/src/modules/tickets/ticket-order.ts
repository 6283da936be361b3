import type { FulfillmentType, Lang, LineRow, PaymentMethod, PlatformCode } from '@comptoir/domain';
import type { DeliveryLocation } from '../../db/schema';
import type { OrderVatRate } from '../orders';

/** One line as every screen shows it (packages/domain orderLinesView), with what the kitchen reads under it. */
export type TicketLine = LineRow & {
  category: string | null;
  specialInstructions: string | null;
  allergyInstructions: string | null;
};

/** What a ticket prints about one order, whatever the printer. */
export type TicketOrder = {
  cartId: number;
  companyId: number;
  restaurantTitle: string;
  timezone: string;
  currency: string;
  /** The company's language (accountLanguage): the ticket's when the caller names none. */
  lang: Lang;
  /** printer_restaurants.customTitlePrint of the order's restaurant, when a printer sets one. */
  customTitle: string | null;
  platform: PlatformCode;
  displayId: string;
  fulfillmentType: FulfillmentType;
  paymentMethod: PaymentMethod;
  createdAt: Date;
  livredAt: Date | null;
  client: { firstName: string; lastName: string } | null;
  lines: TicketLine[];
  specialInstructions: string | null;
  deliveryInstructions: string | null;
  deliveryLocation: DeliveryLocation | null;
  isSingleUseItemsIncluded: boolean;
  subtotal: number;
  promo: number;
  deliveryPrice: number;
  tips: number;
  total: number;
  /** The order's stored VAT split as the VAT report counts it (docs/money.md#one-vat-split-per-order). */
  vat: OrderVatRate[];
};
