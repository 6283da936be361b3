import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { isTabletSilent } from '@comptoir/domain';
import { IconBattery2, IconBatteryCharging, IconDeviceTablet, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatTimeAgo } from '../../../lib/format';
import { useDevices, type Device } from '../api/devices';
import { useRevokeDevice } from '../api/revoke-device';
import { errorMessage } from '../../../lib/error-message';

function DeviceRow({ device, now, onRevoke }: { device: Device; now: number; onRevoke: (device: Device) => void }) {
  const { t, i18n } = useTranslation();
  const lastCheckIn = formatTimeAgo(device.lastSeenAt, i18n.language);
  const battery = device.batteryLevel === null ? null : Math.round(device.batteryLevel * 100);
  const system = [device.model, device.os].filter(Boolean).join(' · ');
  // The same threshold as the restaurant problem (tablet-health.ts); a revoked tablet is expected to be silent.
  const silent = !device.revokedAt && isTabletSilent(device.lastSeenAt, now);
  return (
    <Paper withBorder radius="md" p="md" data-testid="tablet-device">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <IconDeviceTablet size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {device.name}
              </Text>
              {device.revokedAt ? <Badge color="red">{t('tablets.devices.revoked')}</Badge> : null}
              {silent ? (
                <Badge
                  color="orange"
                  variant="filled"
                  size="lg"
                  leftSection={<IconWifiOff size={16} aria-hidden />}
                  data-testid="device-silent"
                >
                  {t('tablets.devices.silent')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {lastCheckIn
                ? t('tablets.devices.lastCheckIn', { when: lastCheckIn })
                : t('tablets.devices.neverCheckedIn')}
              {system ? ` · ${system}` : ''}
            </Text>
            <Group gap="md" wrap="wrap">
              {battery !== null ? (
                <Group gap={4} wrap="nowrap">
                  {device.isCharging ? (
                    <IconBatteryCharging size={18} aria-hidden />
                  ) : (
                    <IconBattery2 size={18} aria-hidden />
                  )}
                  <Text size="sm">
                    {t(device.isCharging ? 'tablets.devices.batteryCharging' : 'tablets.devices.battery', {
                      percent: battery,
                    })}
                  </Text>
                </Group>
              ) : null}
              {device.appVersion ? (
                <Text size="sm">{t('tablets.devices.appVersion', { version: device.appVersion })}</Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {!device.revokedAt ? (
          <Button color="red" variant="light" mih={48} onClick={() => onRevoke(device)}>
            {t('tablets.devices.revoke')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The company's tablets: name, last check-in, battery, app version, and Revoke (with a confirmation). */
export function DeviceList() {
  const { t } = useTranslation();
  const devices = useDevices();
  const revoke = useRevokeDevice();
  const [confirming, setConfirming] = useState<Device | null>(null);
  const enrolled = (devices.data ?? []).filter((device) => device.name !== null);
  const withPassword = (devices.data ?? []).filter((device) => device.name === null);

  function confirmRevoke() {
    if (!confirming || revoke.isPending) return;
    revoke.mutate(confirming.id, { onSuccess: () => setConfirming(null) });
  }

  function close() {
    setConfirming(null);
    revoke.reset();
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('tablets.devices.title')}
      </Title>
      {devices.isPending ? <ListSkeleton rows={2} /> : null}
      {devices.isError && !devices.data ? (
        <ErrorState
          message={`${t('tablets.devices.loadError')} ${errorMessage(devices.error, t)}`}
          onRetry={() => void devices.refetch()}
          retrying={devices.isRefetching}
        />
      ) : null}
      {devices.data && enrolled.length === 0 ? (
        <EmptyState title={t('tablets.devices.emptyTitle')} hint={t('tablets.devices.emptyHint')} />
      ) : null}
      {/* Judged when the list arrives (every 30 s), like the restaurant problems. */}
      {enrolled.map((device) => (
        <DeviceRow key={device.id} device={device} now={devices.dataUpdatedAt} onRevoke={setConfirming} />
      ))}
      {/* Every browser signed in with the password checks in as a device of its own: one line, not a row each. */}
      {withPassword.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="password-devices">
          {t('tablets.devices.withPasswordSummary', { count: withPassword.length })}
        </Text>
      ) : null}
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={t('tablets.devices.confirmTitle', { name: confirming?.name ?? '' })}
        centered
      >
        <Stack gap="md">
          <Text>{t('tablets.devices.confirmText')}</Text>
          {revoke.isError ? (
            <Text c="red" role="alert">
              {errorMessage(revoke.error, t)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={48} onClick={close}>
              {t('tablets.devices.cancel')}
            </Button>
            <Button color="red" mih={48} loading={revoke.isPending} onClick={confirmRevoke}>
              {t('tablets.devices.confirmRevoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
