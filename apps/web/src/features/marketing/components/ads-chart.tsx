import '@mantine/charts/styles.css';
import { Box, Paper } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { formatMoney, toMajor } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { CampaignDay } from '../api/campaigns-query';
import { formatDay } from '../lib/marketing-format';

/** Ad spend against the sales after a click, day by day, over every campaign of the filter. */
export function AdsChart({ days, currency }: { days: readonly CampaignDay[]; currency: string }) {
  const { t, i18n } = useTranslation();
  // The chart plots major units; the tooltip turns them back into money.
  const data = days.map((day) => ({
    day: formatDay(day.day, i18n.language),
    adSpend: toMajor(day.adSpend),
    sale: toMajor(day.sale),
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <Box role="img" aria-label={t('marketing.ads.chartLabel')}>
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          series={[
            { name: 'adSpend', label: t('marketing.columns.adSpend'), color: 'red.7' },
            { name: 'sale', label: t('marketing.columns.sales'), color: 'teal.7' },
          ]}
          valueFormatter={(value) => formatMoney(Math.round(value * 100), currency)}
          withLegend
          curveType="monotone"
        />
      </Box>
    </Paper>
  );
}
