// Prices are typed in the company's currency (12.90) and sent in minor units (1290).

export function toMinorUnits(major: number | string | null | undefined): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = typeof major === 'number' ? major : Number(String(major).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export function toMajorUnits(minor: number | null | undefined): number | '' {
  return minor === null || minor === undefined ? '' : minor / 100;
}

/** The currency's symbol as the interface language writes it (€, £, zł), for a price field's suffix. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
