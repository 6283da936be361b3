import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Push = { status: 'PENDING' | 'SENT' | 'FAILED' | 'UNSUPPORTED'; message?: string | null } | null;

const COLORS = { PENDING: 'yellow', SENT: 'green', FAILED: 'red', UNSUPPORTED: 'gray' } as const;

/**
 * What the restaurant's platform did with the last change: sent, on its way, refused, or not settable through its API.
 */
export function PushStatus({ push }: { push: Push }) {
  const { t } = useTranslation();
  if (!push)
    return (
      <Text size="sm" c="dimmed">
        {t('schedule.push.none')}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[push.status]} variant="light">
        {t(`schedule.push.${push.status}`)}
      </Badge>
      {push.message ? (
        <Text size="xs" c={push.status === 'FAILED' ? 'red' : 'dimmed'}>
          {push.message}
        </Text>
      ) : null}
    </Stack>
  );
}
