import type { ReactNode } from 'react';
import { Group, MultiSelect, Text } from '@mantine/core';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { ScheduleRestaurant } from '../api/restaurant-schedules';
import { restaurantName } from '../lib/restaurant-name';

type RestaurantPickerProps = {
  label: string;
  placeholder?: string;
  restaurants: readonly ScheduleRestaurant[];
  value: string[];
  onChange: (uuids: string[]) => void;
  error?: ReactNode;
};

/** The viewer's restaurants, each with its platform's logo (as on /menus and the report filter bar). */
export function RestaurantPicker({ label, placeholder, restaurants, value, onChange, error }: RestaurantPickerProps) {
  const byUuid = new Map(restaurants.map((restaurant) => [restaurant.uuid, restaurant]));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={restaurants.map((restaurant) => ({ value: restaurant.uuid, label: restaurantName(restaurant) }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      size="md"
      miw={280}
      error={error}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" mih={40}>
          <PlatformLogo platform={byUuid.get(option.value)?.platform.name ?? ''} size={24} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
