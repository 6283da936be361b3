import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type MarketingTypeSelectProps = {
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (type: string | null) => void;
};

export function MarketingTypeSelect({ value, options, onChange }: MarketingTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('reportFilter.marketingType')}
      data={[...options]}
      value={value}
      onChange={onChange}
      clearable
      size="md"
      miw={200}
    />
  );
}
