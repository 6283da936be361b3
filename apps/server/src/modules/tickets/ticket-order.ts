import type { FulfillmentType, Lang, PaymentMethod, PlatformCode } from '@comptoir/domain';
import type { DeliveryLocation } from '../../db/schema';

/** One customisation of a line, flattened depth-first; depth 1 hangs directly under the line. */
export type TicketCustomisation = { depth: number; quantity: number; title: string; price: number };

export type TicketLine = {
  quantity: number;
  category: string | null;
  title: string;
  /** Unit price of the item alone. */
  price: number;
  specialInstructions: string | null;
  allergyInstructions: string | null;
  customisations: TicketCustomisation[];
};

/** What a ticket prints about one order, whatever the printer. */
export type TicketOrder = {
  cartId: number;
  companyId: number;
  restaurantTitle: string;
  timezone: string;
  currency: string;
  /** The company's language (accounts.lang): the ticket's when the caller names none. */
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
};
