import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROBLEM_MODAL_REOPEN_MS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { useReactivateRestaurant } from '../api/reactivate-restaurant';
import type { CheckedRestaurant } from '../api/restaurant-problems';

/**
 * docs/screens.md#restaurant-problems: restaurants the platform itself paused (PAUSED_BY_UBER) in a modal that only its
 * buttons close; once closed it comes back after 5 minutes if a restaurant is still paused.
 */
export function PausedByPlatformDialog({ paused }: { paused: readonly CheckedRestaurant[] }) {
  const { t } = useTranslation();
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
  const [pending, setPending] = useState<string | null>(null);
  const reactivation = useReactivateRestaurant();
  // The modal's buttons leave no room for a sentence beside them, and the PIN dialog may be the one open: a toast.
  const showError = useCallback((error: unknown) => notifyFailure(error, t, t('restaurantProblems.error')), [t]);
  const { runProtected, pinDialog } = useProtectedAction({ onError: showError });
  const reactivate = (restaurant: CheckedRestaurant) =>
    runProtected(async () => {
      setPending(restaurant.uuid);
      try {
        await reactivation.mutateAsync(restaurant.uuid);
        notifySuccess(t('operations.updated'));
        onDone();
      } finally {
        setPending(null);
      }
    });
  return { reactivate, pending, pinDialog };
}
