import '@mantine/charts/styles.css';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DonutChart } from '@mantine/charts';
import { formatMoney, isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { PlatformTotals as PlatformTotalsRow } from '../api/analytics-query';
import { TotalsTable } from './totals-table';

function platformLabel(name: string): string {
  return isPlatformCode(name) ? PLATFORMS[name].label : name;
}

export function PlatformTotals({ rows, currency }: { rows: readonly PlatformTotalsRow[]; currency: string }) {
  const { t } = useTranslation();
  const sold = rows.filter((row) => row.total > 0);
  const chartLabel = t('analytics.platformChartLabel');
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-platforms">
      <Title order={2} size="h3" id="analytics-platforms">
        {t('analytics.platformsTitle')}
      </Title>
      {sold.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Group align="center" gap="xl" wrap="wrap">
            <Box role="img" aria-label={chartLabel}>
              <DonutChart
                data={sold.map((row) => ({
                  name: platformLabel(row.platform.name),
                  value: row.total,
                  color: row.platform.color,
                }))}
                valueFormatter={(value) => formatMoney(value, currency)}
                tooltipDataSource="segment"
                size={180}
                thickness={28}
              />
            </Box>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {sold.map((row) => (
                <Group key={row.platform.name} gap="xs" component="li">
                  <Box w={12} h={12} style={{ background: row.platform.color, borderRadius: 3 }} aria-hidden />
                  <Text size="sm">
                    {platformLabel(row.platform.name)}: {formatMoney(row.total, currency)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </Paper>
      ) : null}
      <TotalsTable
        label={t('analytics.platformsTableLabel')}
        firstColumn={t('analytics.columns.platform')}
        currency={currency}
        rows={rows.map((row) => ({
          ...row,
          key: row.platform.name,
          label: (
            <Group gap="xs" wrap="nowrap">
              <PlatformLogo platform={row.platform.name} size={24} />
              <span>{platformLabel(row.platform.name)}</span>
            </Group>
          ),
        }))}
      />
    </Stack>
  );
}
