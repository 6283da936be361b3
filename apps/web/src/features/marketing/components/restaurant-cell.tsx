import { Group, Text } from '@mantine/core';
import { PlatformLogo } from '../../../components/ui/platform-logo';

export function RestaurantCell({ restaurant }: { restaurant: { title: string; platform: { name: string } } }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <PlatformLogo platform={restaurant.platform.name} size={24} />
      <Text size="sm">{restaurant.title}</Text>
    </Group>
  );
}
