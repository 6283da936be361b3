import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { HistoryStats } from '../api/history-query';

type Stat = { key: keyof HistoryStats; money: boolean };

const STATS: readonly Stat[] = [
  { key: 'count', money: false },
  { key: 'totalWithImage', money: false },
  { key: 'subtotal', money: true },
  { key: 'promo', money: true },
  { key: 'canceled', money: false },
  { key: 'canceledTotal', money: true },
  { key: 'total', money: true },
];

export function HistoryStatsPanel({ stats, currency }: { stats: HistoryStats; currency: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" m={0} aria-label={t('history.statsLabel')}>
      {STATS.map(({ key, money }) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(`history.stats.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={800} size="xl" data-testid={`stat-${key}`}>
            {money ? formatMoney(stats[key], currency) : stats[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
