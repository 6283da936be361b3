import { Group, Stack, Switch, Text } from '@mantine/core';
import { canPauseOnPlatform, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { OperationsRestaurant } from '../api/operations';
import { PlatformChanges } from './platform-changes';

type RestaurantPauseListProps = {
  restaurants: readonly OperationsRestaurant[];
  pending: string | null;
  onToggle: (restaurant: OperationsRestaurant, pause: boolean) => void;
};

/** One pause switch per restaurant (docs/orders.md#pause), disabled where the platform has no pause call (Just Eat). */
export function RestaurantPauseList({ restaurants, pending, onToggle }: RestaurantPauseListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {restaurants.map((restaurant) => {
        const pausable = canPauseOnPlatform(restaurant.platform.name);
        return (
          <Stack key={restaurant.uuid} gap={4} component="li">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <PlatformLogo platform={restaurant.platform.name} size={18} />
                <Text size="sm" truncate>
                  {restaurant.title}
                </Text>
              </Group>
              <Switch
                aria-label={t('operations.pauseRestaurant', { title: restaurant.title })}
                checked={restaurant.isPaused}
                color="red"
                disabled={!pausable || pending !== null}
                onChange={(event) => onToggle(restaurant, event.currentTarget.checked)}
              />
            </Group>
            {pausable ? null : (
              <Text size="xs" c="dimmed">
                {t('operations.noPauseCall', { platform: PLATFORMS[restaurant.platform.name].label })}
              </Text>
            )}
            <PlatformChanges changes={restaurant.lastPlatformChanges} />
          </Stack>
        );
      })}
    </Stack>
  );
}
