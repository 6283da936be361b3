import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isPausedByPlatform, PROBLEM_MODAL_REOPEN_MS } from '@comptoir/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { requestGraphQL } from '../../../lib/graphql-client';
import { getErrorCode } from '../../../lib/graphql-errors';
import {
  ReactivateRestaurantMutation,
  restaurantProblemsQueryKey,
  useCheckedRestaurants,
  type CheckedRestaurant,
} from '../api/restaurant-problems';

/**
 * SPEC §4: restaurants the platform itself paused (PAUSED_BY_UBER) in a modal that only its buttons close;
 * once closed it comes back after 5 minutes if a restaurant is still paused.
 */
export function PausedByPlatformModal() {
  const { t } = useTranslation();
  const restaurants = useCheckedRestaurants(true);
  const paused = (restaurants.data ?? []).filter(isPausedByPlatform);
  const [hidden, setHidden] = useState(false);
  const { reactivate, pending, pinDialog } = useReactivate(() => setHidden(true));

  useEffect(() => {
    if (!hidden) return;
    const timer = window.setTimeout(() => setHidden(false), PROBLEM_MODAL_REOPEN_MS);
    return () => window.clearTimeout(timer);
  }, [hidden]);

  return (
    <>
      <Modal
        opened={paused.length > 0 && !hidden}
        onClose={() => setHidden(true)}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        title={t('restaurantProblems.pausedByPlatformTitle')}
        centered
      >
        <Stack>
          <Text>{t('restaurantProblems.pausedByPlatformText')}</Text>
          {paused.map((restaurant) => (
            <Group key={restaurant.uuid} justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <PlatformLogo platform={restaurant.platform.name} size={22} />
                <Text fw={600}>{restaurant.title}</Text>
              </Group>
              <Button
                color="green"
                mih={44}
                loading={pending === restaurant.uuid}
                aria-label={t('restaurantProblems.reactivateRestaurant', { title: restaurant.title })}
                onClick={() => void reactivate(restaurant)}
              >
                {t('restaurantProblems.reactivate')}
              </Button>
            </Group>
          ))}
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={() => setHidden(true)}>
              {t('restaurantProblems.later')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {pinDialog}
    </>
  );
}

/** Reactivate is a protected pause change: the PIN when required, 'Information updated !' when done. */
function useReactivate(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const showError = useCallback(
    (error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('restaurantProblems.error'),
        message: t(`errors.${getErrorCode(error)}`),
      }),
    [t],
  );
  const { runProtected, pinDialog } = useProtectedAction({ onError: showError });
  const reactivate = (restaurant: CheckedRestaurant) =>
    runProtected(async () => {
      setPending(restaurant.uuid);
      try {
        await requestGraphQL(ReactivateRestaurantMutation, { restaurantUuid: restaurant.uuid });
        notifications.show({ color: 'green', message: t('operations.updated') });
        onDone();
      } finally {
        setPending(null);
        // The side menu's pause switches (operations feature) read the same restaurants.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: restaurantProblemsQueryKey }),
          queryClient.invalidateQueries({ queryKey: ['operations'] }),
        ]);
      }
    });
  return { reactivate, pending, pinDialog };
}
