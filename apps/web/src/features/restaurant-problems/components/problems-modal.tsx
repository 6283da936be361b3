import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { requestGraphQL } from '../../../lib/graphql-client';
import { getErrorCode } from '../../../lib/graphql-errors';
import {
  RestaurantLoginTabletCheckMutation,
  restaurantProblemsQueryKey,
  type CheckedRestaurant,
  type ProblematicRestaurant,
} from '../api/restaurant-problems';
import { ProblemWarnings } from './problem-warnings';
import { TabletCredentialsForm } from './tablet-credentials-form';

type ProblemsModalProps = { opened: boolean; onClose: () => void; problematic: readonly ProblematicRestaurant[] };

// Only these platforms take the tablet login the product stores.
const TABLET_LOGIN_PLATFORMS: readonly string[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];

/** SPEC §2: the restaurants with problems, their warnings, and the tablet credentials form. */
export function ProblemsModal({ opened, onClose, problematic }: ProblemsModalProps) {
  const { t } = useTranslation();
  const [fixing, setFixing] = useState<CheckedRestaurant | null>(null);
  function close() {
    setFixing(null);
    onClose();
  }
  return (
    <Modal opened={opened} onClose={close} title={t('restaurantProblems.title')} size="lg" centered>
      {fixing ? (
        <TabletCredentialsForm restaurant={fixing} onDone={() => setFixing(null)} />
      ) : problematic.length === 0 ? (
        <Text>{t('restaurantProblems.none')}</Text>
      ) : (
        <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {problematic.map(({ restaurant, problems }) => (
            <Paper component="li" key={restaurant.uuid} withBorder p="sm" aria-label={restaurant.title}>
              <Group gap="xs" mb={4}>
                <PlatformLogo platform={restaurant.platform.name} size={22} />
                <Text fw={700}>{restaurant.title}</Text>
              </Group>
              <ProblemWarnings problems={problems} />
              {TABLET_LOGIN_PLATFORMS.includes(restaurant.platform.name) ? (
                <Group mt="xs" gap="xs">
                  <Button size="xs" variant="light" mih={36} onClick={() => setFixing(restaurant)}>
                    {t('restaurantProblems.fixCredentials')}
                  </Button>
                  {restaurant.platformData.hasLoginPassword ? <RecheckButton restaurant={restaurant} /> : null}
                </Group>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function RecheckButton({ restaurant }: { restaurant: CheckedRestaurant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recheck = useMutation({
    mutationFn: () => requestGraphQL(RestaurantLoginTabletCheckMutation, { restaurantUuid: restaurant.uuid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantProblemsQueryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('restaurantProblems.error'),
        message: t(`errors.${getErrorCode(error)}`),
      }),
  });
  return (
    <Button size="xs" variant="subtle" mih={36} loading={recheck.isPending} onClick={() => recheck.mutate()}>
      {t('restaurantProblems.recheck')}
    </Button>
  );
}
