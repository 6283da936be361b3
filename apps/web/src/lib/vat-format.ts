/** A VAT rate given in percent (5.5 means 5.5 %), in the reader's language: "5,5 %" in French, "5.5%" in English. */
export function formatVatRate(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
