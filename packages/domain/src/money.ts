import { DEFAULT_CURRENCY } from './constants';

/** Minor units to major units, for display only: never compute with the result. */
export function toMajor(minor: number): number {
  return minor / 100;
}

// docs/product.md#currency: Polish złoty uses Polish number formatting, every other currency French formatting.
function localeFor(currency: string): string {
  return currency === 'PLN' ? 'pl-PL' : 'fr-FR';
}

export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY, locale?: string): string {
  return new Intl.NumberFormat(locale ?? localeFor(currency), { style: 'currency', currency }).format(toMajor(minor));
}
