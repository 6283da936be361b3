import { isLang, type Lang } from '@comptoir/domain';

export const TICKET_PATH_PREFIX = '/template/';

// /template/{lang}/{showCategory 0|1}/{showCustomLabels 0|1}/{orderId}.png, lang one of Comptoir's languages.
const TICKET_PATH = /^\/template\/([a-z]{2})\/([01])\/([01])\/([1-9]\d{0,9})\.png$/;

export type TicketRequest = { lang: Lang; showCategory: boolean; showCustomLabels: boolean; cartId: number };

export function parseTicketPath(pathname: string): TicketRequest | null {
  const match = TICKET_PATH.exec(pathname);
  if (!match || !isLang(match[1])) return null;
  const cartId = Number(match[4]);
  if (!Number.isSafeInteger(cartId) || cartId > 2 ** 31 - 1) return null;
  return { lang: match[1], showCategory: match[2] === '1', showCustomLabels: match[3] === '1', cartId };
}

export function buildTicketPath({ lang, showCategory, showCustomLabels, cartId }: TicketRequest): string {
  return `/template/${lang}/${showCategory ? 1 : 0}/${showCustomLabels ? 1 : 0}/${cartId}.png`;
}
