import type { Lang } from '@comptoir/domain';
import type { Db } from '../../db/client';
import { loadTicketOrder } from './load-ticket-order';
import { buildTicketDocument } from './ticket-document';

/** How a printer wants an order's ticket. Scope is the caller's: the printer must belong to the order's company. */
export type TicketFor = {
  /** Default: the company's language. */
  lang?: Lang;
  showCategory: boolean;
  showCustomLabels: boolean;
  /** This printer's printer_restaurants.customTitlePrint; default: the first one the restaurant's printers set. */
  customTitle?: string | null;
  clientTicket?: boolean;
};

/** The order's ReceiptLine ticket document as this printer wants it, or null when there is no such order. */
export async function ticketDocumentFor(db: Db, cartId: number, options: TicketFor): Promise<string | null> {
  const order = await loadTicketOrder(db, cartId);
  if (!order) return null;
  const customTitle = options.customTitle === undefined ? order.customTitle : options.customTitle?.trim() || null;
  return buildTicketDocument(
    { ...order, customTitle },
    {
      lang: options.lang ?? order.lang,
      showCategory: options.showCategory,
      showCustomLabels: options.showCustomLabels,
      clientTicket: options.clientTicket,
    },
  );
}
