import { useMemo } from 'react';
import { SIGNUP_COUNTRIES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../lib/field-errors';

/**
 * A field's message: this screen's own keys (out_of_range, invalid_colour…), else the shared validation and error keys.
 */
export function useSettingsFieldMessage(): (key: string) => string {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  return (key) =>
    i18n.exists(`restaurantSettings.validation.${key}`) ? t(`restaurantSettings.validation.${key}`) : fieldMessage(key);
}

/** The EU countries a restaurant may be in, named in the interface language. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return SIGNUP_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
}
