import { Group, MultiSelect, Radio, Text, TextInput } from '@mantine/core';
import type { AvailabilityFilter } from '@comptoir/domain';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { MenuFilters } from '../lib/menu-filters';
import { restaurantLabel, type RestaurantOption } from '../lib/menu-rows';

type MenuFiltersBarProps = {
  value: MenuFilters;
  restaurants: readonly RestaurantOption[];
  /** The restaurants shown (the first one while none was chosen). */
  selected: string[];
  onChange: (filters: MenuFilters) => void;
};

export function MenuFiltersBar({ value, restaurants, selected, onChange }: MenuFiltersBarProps) {
  const { t } = useTranslation();
  const platformOf = new Map(restaurants.map((option) => [option.uuid, option.platform]));
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <MultiSelect
        label={t('menus.filters.restaurants')}
        placeholder={selected.length === 0 ? t('menus.filters.chooseRestaurant') : undefined}
        data={restaurants.map((option) => ({
          value: option.uuid,
          label: restaurantLabel(option.title, option.platform),
        }))}
        value={selected}
        onChange={(restaurantsChosen) => onChange({ ...value, restaurants: restaurantsChosen })}
        searchable
        clearable
        size="md"
        // Grows to the row rather than to its chips: on a phone a chosen restaurant's name and platform are not cut.
        style={{ flex: '1 1 300px' }}
        nothingFoundMessage={t('menus.filters.noRestaurant')}
        renderOption={({ option, checked }) => (
          <Group gap="xs" wrap="nowrap" mih={40}>
            {/* A custom option loses Mantine's check mark: without it, a chosen restaurant looks unchosen. */}
            <IconCheck size={16} aria-hidden style={{ visibility: checked ? 'visible' : 'hidden' }} />
            <PlatformLogo platform={platformOf.get(option.value) ?? ''} size={24} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
      />
      <TextInput
        label={t('menus.filters.search')}
        placeholder={t('menus.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        size="md"
        miw={240}
      />
      <Radio.Group
        label={t('menus.filters.availability')}
        value={value.availability}
        onChange={(availability) => onChange({ ...value, availability: availability as AvailabilityFilter })}
      >
        <Group gap="md" mih={42}>
          <Radio value="ALL" label={t('menus.filters.all')} />
          <Radio value="AVAILABLE" label={t('menus.filters.available')} />
          <Radio value="UNAVAILABLE" label={t('menus.filters.unavailable')} />
        </Group>
      </Radio.Group>
    </Group>
  );
}
