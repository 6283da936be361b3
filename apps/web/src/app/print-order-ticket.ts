import { fetchTicketImage } from '../features/orders/api/ticket-image';
import { printImage } from '../features/orders/lib/print-ticket';
import { readTicketCopies, readTicketOptions } from '../features/orders/lib/printed-orders';

/** Prints an order's ticket the way the orders screen does, for screens of other features (the dispute modal). */
export async function printOrderTicket(cartId: number): Promise<void> {
  await printImage(await fetchTicketImage(cartId, readTicketOptions()), readTicketCopies());
}
