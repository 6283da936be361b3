import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callReasonText, type CallReason } from '../../../lib/error-message';

type Push = { status: 'PENDING' | 'SENT' | 'FAILED' | 'UNSUPPORTED'; reason?: CallReason | null } | null;

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
  // The reason by its code: the message beside it is the API's English.
  const reason = callReasonText(push.reason, t);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[push.status]} variant="light">
        {t(`schedule.push.${push.status}`)}
      </Badge>
      {reason ? (
        <Text size="xs" c={push.status === 'FAILED' ? 'red' : 'dimmed'}>
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
