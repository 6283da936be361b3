import { formatMoney } from '@comptoir/domain';
import { INVOICE_LABELS } from './labels/invoice-labels';
import type { Lang } from '@comptoir/domain';

// Intl's French format groups digits with a narrow no-break space (U+202F), which the PDF's standard fonts lack:
// the plain no-break space reads the same and prints everywhere. Złoty amounts are written the Polish way in every
// language, as everywhere in Comptoir (docs/money.md).
export function formatInvoiceMoney(minor: number, currency: string, lang: Lang): string {
  const locale = currency === 'PLN' ? INVOICE_LABELS.pl.locale : INVOICE_LABELS[lang].locale;
  return formatMoney(minor, currency, locale).replace(/\u202f/g, '\u00a0');
}
