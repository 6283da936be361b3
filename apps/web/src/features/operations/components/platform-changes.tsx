import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callReasonText } from '../../../lib/error-message';
import type { PlatformChange } from '../api/operations';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: 'blue',
  sent: 'teal',
  failed: 'red',
  unsupported: 'gray',
};

/** What the restaurant's platform really applied for the last pause and busy changes. */
export function PlatformChanges({ changes }: { changes: readonly PlatformChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Stack gap={2}>
      {changes.map((change) => {
        const reason = callReasonText(change.reason, t);
        return (
          <Group key={`${change.action}-${change.at}`} gap={6} wrap="nowrap" align="flex-start">
            <Badge size="xs" variant="light" color={STATUS_COLORS[change.status] ?? 'gray'}>
              {t(`operations.changeStatus.${change.status}`, { defaultValue: change.status })}
            </Badge>
            <Text size="xs" c="dimmed">
              {t(`operations.changeAction.${change.action}`, { defaultValue: change.action })}
              {reason ? ` — ${reason}` : null}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
