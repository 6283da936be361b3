import type { FulfillmentType, Lang, PaymentMethod } from '@comptoir/domain';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pl } from './pl';
import { pt } from './pt';

/** Every fixed word a ticket prints, in one language. */
export type TicketLabels = {
  /** The BCP 47 locale of the ticket's money and capitals (dates are docs/dates.md's, the same in every language). */
  locale: string;
  /** Between a label and its value: French sets a space before the colon. */
  colon: string;
  fulfillment: Record<FulfillmentType, string>;
  payment: Record<PaymentMethod, string>;
  customerCopy: string;
  orderedAt: string;
  scheduledFor: string;
  client: string;
  otherCategory: string;
  note: string;
  allergy: string;
  instructions: string;
  /** Under a line whose options add money: what the line comes to. */
  lineTotal: string;
  subtotal: string;
  promotion: string;
  deliveryFee: string;
  tip: string;
  total: string;
  /** Before a VAT rate and the VAT the total includes at that rate. */
  vatIncluded: string;
  paymentMethod: string;
  deliveryAddress: string;
  singleUseItems: string;
  singleUseItemsAsked: string;
  singleUseItemsNotAsked: string;
};

export const TICKET_LABELS: Record<Lang, TicketLabels> = { en, es, fr, pt, pl };
