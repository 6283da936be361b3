import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { DisputeSummary } from '../api/dispute-summary';

type DisputeSummaryPanelProps = { summary: DisputeSummary; currency: string };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The recovery summary of the period: what was disputed, won, lost and brought back. */
export function DisputeSummaryPanel({ summary, currency }: DisputeSummaryPanelProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="section" aria-label={t('disputes.summary.label')}>
      <Figure label={t('disputes.summary.toDispute')} value={String(summary.toDispute)} />
      <Figure label={t('disputes.summary.disputed')} value={String(summary.disputed)} />
      <Figure label={t('disputes.summary.pending')} value={String(summary.pending)} />
      <Figure label={t('disputes.summary.wonLost')} value={`${summary.won} / ${summary.lost}`} />
      <Figure label={t('disputes.summary.refunded')} value={formatMoney(summary.incorrectPrice, currency)} />
      <Figure label={t('disputes.summary.recovered')} value={formatMoney(summary.recovered, currency)} />
    </SimpleGrid>
  );
}
