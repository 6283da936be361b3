import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '../api/analytics-query';
import { FIGURES } from '../lib/figures';
import { FigureValue } from './figure-value';

export function AnalyticsSummary({ totals, currency }: { totals: OrderTotals; currency: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      m={0}
      aria-label={t('analytics.summaryLabel')}
    >
      {FIGURES.map(({ key, kind }) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(`analytics.figures.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={800} size="xl" data-testid={`analytics-${key}`}>
            <FigureValue kind={kind} value={totals[key]} currency={currency} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
