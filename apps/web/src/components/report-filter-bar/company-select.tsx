import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions, type CompanyOption } from './api/company-options';

type CompanySelectProps = { value: number[]; onChange: (companies: number[]) => void; maxValues?: number };

export function CompanySelect({ value, onChange, maxValues }: CompanySelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useCompanyOptions(debounced, true);
  const [known, setKnown] = useState<Record<number, CompanyOption>>({});
  const found = options.data ?? [];
  const listed = new Map(found.map((option) => [option.id, option]));
  for (const id of value) {
    const option = known[id];
    if (option && !listed.has(id)) listed.set(id, option);
  }

  return (
    <MultiSelect
      label={t('reportFilter.companies')}
      placeholder={value.length === 0 ? t('reportFilter.allCompanies') : undefined}
      data={[...listed.values()].map((option) => ({ value: String(option.id), label: option.name }))}
      value={value.map(String)}
      onChange={(next) => {
        const ids = next.map(Number);
        setKnown((previous) => ({
          ...previous,
          ...Object.fromEntries(found.filter((option) => ids.includes(option.id)).map((option) => [option.id, option])),
        }));
        onChange(ids);
      }}
      maxValues={maxValues}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      size="md"
      miw={220}
      nothingFoundMessage={options.isFetching ? t('app.loading') : t('reportFilter.noCompany')}
    />
  );
}
