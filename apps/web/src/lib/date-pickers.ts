import { DATE_PATTERNS, DEFAULT_LANG, isLang } from '@comptoir/domain';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pl';
import 'dayjs/locale/pt';
import '@mantine/dates/styles.css';

/**
 * What every Mantine date picker shares (docs/dates.md#date-pickers): the interface language's month names, weeks from
 * Monday, and the chosen days written day first as the filter bar shows them ('1 January 2025'), not Mantine's
 * 'January 1, 2025'.
 */
export function datePickerProps(language: string) {
  const lang = isLang(language) ? language : DEFAULT_LANG;
  return {
    locale: lang,
    valueFormat: DATE_PATTERNS[lang].dayMonthName,
    firstDayOfWeek: 1,
    labelSeparator: '–',
  } as const;
}
