import { formatMoney } from '@comptoir/domain';

// Intl's French format groups digits with a narrow no-break space (U+202F), which the PDF's standard fonts lack:
// the plain no-break space reads the same and prints everywhere.
export function formatInvoiceMoney(minor: number, currency: string): string {
  return formatMoney(minor, currency, 'fr-FR').replace(/\u202f/g, '\u00a0');
}
