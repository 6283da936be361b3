export const TICKET_PATH_PREFIX = '/template/';

// SPEC §7: /template/fr/{showCategory 0|1}/{showCustomLabels 0|1}/{orderId}.png — French is the only language.
const TICKET_PATH = /^\/template\/fr\/([01])\/([01])\/([1-9]\d{0,9})\.png$/;

export type TicketRequest = { showCategory: boolean; showCustomLabels: boolean; cartId: number };

export function parseTicketPath(pathname: string): TicketRequest | null {
  const match = TICKET_PATH.exec(pathname);
  if (!match) return null;
  const cartId = Number(match[3]);
  if (!Number.isSafeInteger(cartId) || cartId > 2 ** 31 - 1) return null;
  return { showCategory: match[1] === '1', showCustomLabels: match[2] === '1', cartId };
}

export function buildTicketPath({ showCategory, showCustomLabels, cartId }: TicketRequest): string {
  return `/template/fr/${showCategory ? 1 : 0}/${showCustomLabels ? 1 : 0}/${cartId}.png`;
}
