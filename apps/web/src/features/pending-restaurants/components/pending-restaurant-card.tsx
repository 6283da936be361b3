import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { formatDateTime } from '../../../lib/format';
import { useApprovePendingRestaurant } from '../api/approve-pending-restaurant';
import type { PendingRestaurant } from '../api/pending-restaurants';
import { RejectRestaurantModal } from './reject-restaurant-modal';

/** One restaurant waiting for review: its company, platform, store, who asked and when; approve or reject. */
export function PendingRestaurantCard({ restaurant }: { restaurant: PendingRestaurant }) {
  const { t, i18n } = useTranslation();
  const approve = useApprovePendingRestaurant();
  const [rejecting, setRejecting] = useState(false);
  const code = restaurant.platform.name;
  const label = isPlatformCode(code) ? PLATFORMS[code].label : code;
  const names = { title: restaurant.title, platform: label };
  const requestedAt = formatDateTime(restaurant.requestedAt, i18n.language);

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      style={{ borderLeft: `6px solid ${restaurant.platform.color}` }}
      aria-label={t('pendingRestaurants.cardLabel', names)}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <PlatformLogo platform={code} size={40} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {restaurant.title}
              </Text>
              <Anchor component={Link} to={`/company/${restaurant.company.id}/show`} size="sm">
                {restaurant.company.name}
              </Anchor>
            </Stack>
          </Group>
        </Group>
        <Stack gap={2}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('pendingRestaurants.store', { platform: label, id: restaurant.platformStoreId ?? '—' })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('pendingRestaurants.requested', { who: restaurant.requestedBy ?? '—', when: requestedAt ?? '—' })}
          </Text>
          <Text size="sm" c="dimmed">
            {restaurant.isTabletLess
              ? t('pendingRestaurants.tabletless')
              : restaurant.credentialsVerified === null
                ? t('pendingRestaurants.noCredentials')
                : restaurant.credentialsVerified
                  ? t('pendingRestaurants.credentialsVerified')
                  : t('pendingRestaurants.credentialsUnverified')}
          </Text>
        </Stack>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            color="red"
            mih={48}
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => setRejecting(true)}
            aria-label={t('pendingRestaurants.rejectFor', names)}
          >
            {t('pendingRestaurants.reject')}
          </Button>
          <Button
            mih={48}
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={approve.isPending}
            aria-label={t('pendingRestaurants.approveFor', names)}
            onClick={() =>
              approve.mutate(restaurant.uuid, {
                onSuccess: () => notifySuccess(t('pendingRestaurants.approved', names)),
                // The card leaves the list once approved, so a failure has no place beside the button.
                onError: (error) => notifyFailure(error, t, t('pendingRestaurants.approveFailed', names)),
              })
            }
          >
            {t('pendingRestaurants.approve')}
          </Button>
        </Group>
      </Stack>
      <RejectRestaurantModal
        restaurant={restaurant}
        label={label}
        opened={rejecting}
        onClose={() => setRejecting(false)}
      />
    </Paper>
  );
}
