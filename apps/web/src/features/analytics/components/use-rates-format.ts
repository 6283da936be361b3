import { useTranslation } from 'react-i18next';

/** The VAT rates an item was sold at, as one reads a list of them: "5.5 %, 10 %" (docs/reports.md). */
export function useRatesFormat(): (rates: readonly number[]) => string {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  return (rates) => list.format(rates.map((rate) => `${percent.format(rate)} %`));
}
