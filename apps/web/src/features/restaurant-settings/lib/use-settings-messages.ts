import { useMemo } from 'react';
import { SIGNUP_COUNTRIES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

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
