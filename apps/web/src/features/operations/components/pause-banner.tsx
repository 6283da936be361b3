import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import { queryKeys } from '../../../lib/query-keys';
import { runCompanyOperation } from '../api/company-operation';
import { useOperations } from '../api/operations';
import { formatPauseEnd, summarisePauses } from '../lib/pause-choice';
import { useOperationRunner } from '../lib/use-operation-runner';

// The sweeper runs every 30 s: look again a little after a pause is due to end.
const AFTER_END_MS = 35_000;

/**
 * docs/orders.md#pause: while restaurants are paused, the Orders screen says how many, until when, and offers Resume.
 */
export function PauseBanner() {
  const { viewer } = useConnection();
  const operations = useOperations(viewer?.typename === 'Company');
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { run, pending, pinDialog } = useOperationRunner();
  const summary = operations.data ? summarisePauses(operations.data.restaurants) : null;
  const firstEndAt = summary?.firstEnd?.at ?? null;
  // Judged at the last answer, polled every minute and after every change.
  const checkedAt = operations.dataUpdatedAt;

  useEffect(() => {
    if (!firstEndAt) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
      Math.max(0, Date.parse(firstEndAt) - checkedAt) + AFTER_END_MS,
    );
    return () => clearTimeout(timer);
  }, [firstEndAt, checkedAt, queryClient]);

  if (!summary) return <>{pinDialog}</>;
  const until = summary.firstEnd ? formatPauseEnd(summary.firstEnd, checkedAt, i18n.language) : null;
  const text = !until
    ? t('operations.pauseBanner.untilResumed', { count: summary.count })
    : summary.mixed
      ? t('operations.pauseBanner.from', { count: summary.count, until })
      : t('operations.pauseBanner.until', { count: summary.count, until });

  return (
    <Alert color="red" variant="light" icon={<IconPlayerPause aria-hidden />} role="status" data-testid="pause-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{text}</Text>
        <Button
          color="red"
          mih={48}
          loading={pending === 'pause'}
          onClick={() => void run('pause', () => runCompanyOperation({ pause: false }))}
        >
          {t('operations.pauseBanner.resume')}
        </Button>
      </Group>
      {pinDialog}
    </Alert>
  );
}
