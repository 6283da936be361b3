import { STORAGE_KEYS } from '@comptoir/domain';

export type TicketOptions = { showCategory: boolean; showCustomLabels: boolean };

function ticketPath(cartId: number, { showCategory, showCustomLabels }: TicketOptions): string {
  return `/template/fr/${showCategory ? 1 : 0}/${showCustomLabels ? 1 : 0}/${cartId}.png`;
}

/** The ticket PNG, fetched with the bearer token (an <img src> could not send it). */
export async function fetchTicketImage(cartId: number, options: TicketOptions): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'image/png' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  const response = await fetch(ticketPath(cartId, options), { headers });
  if (!response.ok) throw new Error(`Ticket image answered HTTP ${response.status}`);
  return response.blob();
}
