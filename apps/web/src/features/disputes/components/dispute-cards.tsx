import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, shortDisplayId, type DisputeStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { DisputeRow } from '../api/dispute-fields';
import { formatDateTime } from '../../../lib/format';
import { problemText } from '../lib/problem-text';
import { AnswerBefore } from './answer-before';
import { DisputeStatusBadge } from './dispute-status-badge';

type DisputeCardsProps = { rows: readonly DisputeRow[]; currency: string; onOpen: (row: DisputeRow) => void };

/** The disputes as cards, for a column too narrow for the table (a tablet held upright, a phone). */
export function DisputeCards({ rows, currency, onOpen }: DisputeCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('disputes.tableLabel')}>
      {rows.map((row) => {
        const id = shortDisplayId(row.displayOrderId);
        const problem = problemText(row.orderProblem, t);
        return (
          <Paper component="li" key={row.id} withBorder p="sm" radius="sm" data-testid="dispute-row">
            <UnstyledButton
              onClick={() => onOpen(row)}
              aria-label={t('disputes.open', { id })}
              w="100%"
              mih={48}
              style={{ display: 'block' }}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <PlatformLogo platform={row.restaurant.platform.name} />
                    <Text fw={700}>#{id}</Text>
                  </Group>
                  <DisputeStatusBadge status={row.status as DisputeStatus} />
                </Group>
                <Text size="sm" fw={600}>
                  {row.restaurant.title}
                </Text>
                {problem || row.dishName ? (
                  <Text size="sm">{[problem, row.dishName].filter(Boolean).join(' · ')}</Text>
                ) : null}
                <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
                  <Stack gap={0}>
                    <Text size="sm" c="dimmed">
                      {t('disputes.columns.date')}{' '}
                      {formatDateTime(row.createdAt, i18n.language, row.restaurant.timezone)}
                    </Text>
                    <AnswerBefore row={row} />
                  </Stack>
                  <Text size="sm" fw={700}>
                    {t('disputes.columns.incorrectPrice')} {formatMoney(row.incorrectPrice, currency)}
                    {row.status === 'WON'
                      ? ` · ${t('disputes.columns.refundedPrice')} ${formatMoney(row.refundedPrice, currency)}`
                      : null}
                  </Text>
                </Group>
              </Stack>
            </UnstyledButton>
          </Paper>
        );
      })}
    </Stack>
  );
}
