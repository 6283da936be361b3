import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { RECONNECT_PROBLEM_KEYS, reconnectPath } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../../lib/connection';
import { notifyFailure } from '../../../components/ui/notify';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { useRecheckTabletLogin } from '../api/recheck-tablet-login';
import type { CheckedRestaurant, ProblematicRestaurant } from '../api/restaurant-problems';
import { ProblemWarnings } from './problem-warnings';
import { TabletCredentialsForm } from './tablet-credentials-form';

type ProblemsModalProps = { opened: boolean; onClose: () => void; problematic: readonly ProblematicRestaurant[] };

// Only these platforms take the tablet login the product stores.
const TABLET_LOGIN_PLATFORMS: readonly string[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];

/**
 * docs/screens.md#restaurant-problems: the restaurants with problems, their warnings, and the tablet credentials form.
 */
export function ProblemsModal({ opened, onClose, problematic }: ProblemsModalProps) {
  const { t } = useTranslation();
  const [fixing, setFixing] = useState<CheckedRestaurant | null>(null);
  const roles = useConnection().viewer?.roles ?? [];
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
              <Group mt="xs" gap="xs">
                {problems.some((problem) => RECONNECT_PROBLEM_KEYS.includes(problem.key)) ? (
                  <ReconnectLink restaurant={restaurant} roles={roles} onFollow={close} />
                ) : null}
                {TABLET_LOGIN_PLATFORMS.includes(restaurant.platform.name) ? (
                  <>
                    <Button size="xs" variant="light" mih={48} onClick={() => setFixing(restaurant)}>
                      {t('restaurantProblems.fixCredentials')}
                    </Button>
                    {restaurant.platformData.hasLoginPassword ? <RecheckButton restaurant={restaurant} /> : null}
                  </>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

// The integration wizard's step for the restaurant's platform, reconnecting this restaurant
// (docs/screens.md#adding-a-restaurant).
function ReconnectLink({
  restaurant,
  roles,
  onFollow,
}: {
  restaurant: CheckedRestaurant;
  roles: readonly string[];
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const to = reconnectPath(
    { uuid: restaurant.uuid, platform: restaurant.platform.name, companyId: restaurant.company.id },
    roles,
  );
  if (!to) return null;
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      mih={48}
      onClick={onFollow}
      aria-label={t('restaurantProblems.reconnectRestaurant', { title: restaurant.title })}
    >
      {t('restaurantProblems.reconnect')}
    </Button>
  );
}

function RecheckButton({ restaurant }: { restaurant: CheckedRestaurant }) {
  const { t } = useTranslation();
  const recheck = useRecheckTabletLogin();
  return (
    <Button
      size="xs"
      variant="subtle"
      mih={48}
      loading={recheck.isPending}
      onClick={() =>
        // A row's small button has no room for a sentence beside it: the failure is a toast.
        recheck.mutate(restaurant.uuid, { onError: (error) => notifyFailure(error, t, t('restaurantProblems.error')) })
      }
    >
      {t('restaurantProblems.recheck')}
    </Button>
  );
}
