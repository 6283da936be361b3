import { DEFAULT_CURRENCY, formatMoney, MENU_MAKER_LIMITS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import { currencySymbol, toMinorUnits } from '../lib/price';

/**
 * A price field in the company's currency: its suffix, and the server's bounds checked before sending, so that a
 * refusal is said in the interface language rather than in the API's English.
 */
export function usePriceField() {
  const { t, i18n } = useTranslation();
  const { viewer } = useConnection();
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const validate = (value: number | string): string | null => {
    if (value === '') return null;
    const minor = toMinorUnits(value) ?? -1;
    if (minor < 0) return t('menuMaker.form.pricePositive');
    if (minor > MENU_MAKER_LIMITS.maxPrice)
      return t('menuMaker.form.priceTooHigh', { max: formatMoney(MENU_MAKER_LIMITS.maxPrice, currency) });
    return null;
  };
  return { suffix: ` ${currencySymbol(currency, i18n.language)}`, validate };
}
