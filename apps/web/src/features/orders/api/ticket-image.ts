import { STORAGE_KEYS, type Lang } from '@comptoir/domain';

export type TicketOptions = { showCategory: boolean; showCustomLabels: boolean };

function ticketPath(cartId: number, { showCategory, showCustomLabels }: TicketOptions, lang: Lang): string {
  return `/template/${lang}/${showCategory ? 1 : 0}/${showCustomLabels ? 1 : 0}/${cartId}.png`;
}

/** The ticket PNG in `lang` (lib/ticket-language.ts), fetched with the bearer token (an <img src> cannot send it). */
export async function fetchTicketImage(cartId: number, options: TicketOptions, lang: Lang): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'image/png' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  const response = await fetch(ticketPath(cartId, options, lang), { headers });
  if (!response.ok) throw new Error(`Ticket image answered HTTP ${response.status}`);
  return response.blob();
}
