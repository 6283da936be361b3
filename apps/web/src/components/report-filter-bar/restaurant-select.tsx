import { useState } from 'react';
import { Group, MultiSelect, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/api/profile';
import { PlatformLogo } from '../ui/platform-logo';
import { useRestaurantOptions, type RestaurantOption } from './api/restaurant-options';

type RestaurantSelectProps = {
  value: string[];
  onChange: (restaurants: string[]) => void;
  platforms: readonly string[];
  companies: readonly number[];
};

export function RestaurantSelect({ value, onChange, platforms, companies }: RestaurantSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Restaurants are filtered by platform id; the profile names the ids of the platform codes.
  const platformIds = (useProfile().data?.platforms ?? [])
    .filter((platform) => platforms.includes(platform.name))
    .map((platform) => platform.id);
  const options = useRestaurantOptions(debounced, platformIds, companies);
  // A chosen restaurant keeps its name once it drops out of the current search's first ten.
  const [known, setKnown] = useState<Record<string, RestaurantOption>>({});
  const found = options.data ?? [];

  const listed = new Map(found.map((option) => [option.uuid, option]));
  for (const uuid of value) {
    const option = known[uuid];
    if (option && !listed.has(uuid)) listed.set(uuid, option);
  }
  const data = [...listed.values()].map((option) => ({ value: option.uuid, label: option.title }));

  return (
    <MultiSelect
      label={t('reportFilter.restaurants')}
      placeholder={value.length === 0 ? t('reportFilter.allStores') : undefined}
      data={data}
      value={value}
      onChange={(next) => {
        setKnown((previous) => ({
          ...previous,
          ...Object.fromEntries(
            found.filter((option) => next.includes(option.uuid)).map((option) => [option.uuid, option]),
          ),
        }));
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      size="md"
      miw={240}
      nothingFoundMessage={options.isFetching ? t('app.loading') : t('reportFilter.noRestaurant')}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" mih={40}>
          <PlatformLogo platform={listed.get(option.value)?.platform ?? ''} size={24} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
