import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callReasonText } from '../../../lib/error-message';
import type { PlatformChange } from '../api/restaurant-settings';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: 'blue',
  sent: 'teal',
  failed: 'red',
  unsupported: 'gray',
  superseded: 'gray',
};

/**
 * What the restaurant's platform answered to the last change of this setting: pending, applied, failed or not
 * available.
 */
export function PlatformAnswer({
  action,
  changes,
}: {
  action: 'preparationTime' | 'deliveryMode';
  changes: readonly PlatformChange[];
}) {
  const { t } = useTranslation();
  const change = changes.find((candidate) => candidate.action === action);
  if (!change) return null;
  const status = t(`restaurantSettings.platformStatus.${change.status}`, { defaultValue: change.status });
  return (
    <Group
      gap={6}
      mt={6}
      align="flex-start"
      role="status"
      aria-label={t(`restaurantSettings.platformAnswer.${action}`, { status })}
    >
      <Badge variant="light" color={STATUS_COLORS[change.status] ?? 'gray'} style={{ flexShrink: 0 }}>
        {status}
      </Badge>
      <Text size="sm" c="dimmed">
        {callReasonText(change.reason, t) ??
          t(`restaurantSettings.platformHint.${change.status}`, { defaultValue: '' })}
      </Text>
    </Group>
  );
}
