import { useState } from 'react';
import { DatePickerInput } from '@mantine/dates';
import type { DateRange } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { datePickerProps } from '../../lib/date-pickers';
import { completeRange } from './week-snapping';

type DateRangeFieldProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
  maxDate?: string;
  snapWeeks?: boolean;
};

type Draft = [string | null, string | null];

/** Shows '1 January 2025' in the interface language, keeps 'YYYY-MM-DD' values, applies once both ends are picked. */
export function DateRangeField({ value, onChange, maxDate, snapWeeks = false }: DateRangeFieldProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown: Draft = draft ?? [value.fromDate, value.toDate];

  function change(next: Draft) {
    const range = completeRange(next, snapWeeks);
    if (!range) {
      setDraft(next);
      return;
    }
    setDraft(null);
    onChange(range);
  }

  return (
    <DatePickerInput
      type="range"
      label={t('reportFilter.period')}
      value={shown}
      onChange={change}
      onDropdownClose={() => setDraft(null)}
      maxDate={maxDate}
      {...datePickerProps(i18n.language)}
      size="md"
      miw={260}
      styles={{ input: { minHeight: 48 } }}
    />
  );
}
