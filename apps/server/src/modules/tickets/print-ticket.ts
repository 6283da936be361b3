import type { Lang } from '@comptoir/domain';
import type { Db } from '../../db/client';
import { loadTicketOrder } from './load-ticket-order';
import { charactersPerLine, renderTicketEscPos, renderTicketPng, renderTicketStarPrnt } from './render-ticket';
import { buildTicketDocument } from './ticket-document';

export { charactersPerLine, renderTicketEscPos, renderTicketStarPrnt } from './render-ticket';

/** How a printer wants an order's ticket. Scope is the caller's: the printer must belong to the order's company. */
export type TicketFor = {
  /** Default: the company's language. */
  lang?: Lang;
  showCategory: boolean;
  showCustomLabels: boolean;
  /** This printer's printer_restaurants.customTitlePrint; default: the first one the restaurant's printers set. */
  customTitle?: string | null;
  clientTicket?: boolean;
  /** The printer's paper width in dots (printers.width): 576 for 80 mm, 384 for 58 mm; default 576. */
  width?: number | null;
};

/** The order's ReceiptLine ticket document as this printer wants it, or null when there is no such order. */
export async function ticketDocumentFor(db: Db, cartId: number, options: TicketFor): Promise<string | null> {
  const order = await loadTicketOrder(db, cartId);
  if (!order) return null;
  const customTitle = options.customTitle === undefined ? order.customTitle : options.customTitle?.trim() || null;
  return buildTicketDocument(
    { ...order, customTitle },
    { lang: options.lang ?? order.lang, showCategory: options.showCategory, showCustomLabels: options.showCustomLabels, clientTicket: options.clientTicket },
  );
}

/** The ticket as a PNG as wide as the printer's paper (`image/png`), or null when there is no such order. */
export async function renderTicketFor(db: Db, cartId: number, options: TicketFor): Promise<Buffer | null> {
  const document = await ticketDocumentFor(db, cartId, options);
  return document === null ? null : renderTicketPng(document, charactersPerLine(options.width));
}

/** The ticket as StarPRNT commands (`application/vnd.star.starprnt`), or null when there is no such order. */
export async function renderTicketStarPrntFor(db: Db, cartId: number, options: TicketFor): Promise<Buffer | null> {
  const document = await ticketDocumentFor(db, cartId, options);
  return document === null ? null : renderTicketStarPrnt(document, charactersPerLine(options.width));
}

/** The ticket as ESC/POS commands (Epson Server Direct Print's `<command>`), or null when there is no such order. */
export async function renderTicketEscPosFor(db: Db, cartId: number, options: TicketFor): Promise<Buffer | null> {
  const document = await ticketDocumentFor(db, cartId, options);
  return document === null ? null : renderTicketEscPos(document, charactersPerLine(options.width));
}
