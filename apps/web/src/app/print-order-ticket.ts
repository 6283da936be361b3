import type { Profile } from '../lib/api/profile';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { fetchTicketImage } from '../features/orders/api/ticket-image';
import { printImage } from '../features/orders/lib/print-ticket';
import { readTicketCopies, readTicketOptions } from '../features/orders/lib/printed-orders';
import { ticketLanguage } from '../features/orders/lib/ticket-language';

/** Prints an order's ticket the way the orders screen does, for screens of other features (the dispute modal). */
export async function printOrderTicket(cartId: number): Promise<void> {
  const lang = ticketLanguage(queryClient.getQueryData<Profile>(queryKeys.profile), i18n.language);
  await printImage(await fetchTicketImage(cartId, readTicketOptions(), lang), readTicketCopies());
}
