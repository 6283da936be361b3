import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { RestaurantTotals as RestaurantTotalsRow } from '../api/analytics-query';
import { TotalsTable } from './totals-table';

export function RestaurantTotals({ rows, currency }: { rows: readonly RestaurantTotalsRow[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-restaurants">
      <Title order={2} size="h3" id="analytics-restaurants">
        {t('analytics.restaurantsTitle')}
      </Title>
      <TotalsTable
        label={t('analytics.restaurantsTableLabel')}
        firstColumn={t('analytics.columns.restaurant')}
        currency={currency}
        rows={rows.map((row) => ({
          ...row,
          key: row.restaurant.uuid,
          label: (
            <Group gap="xs" wrap="nowrap">
              <PlatformLogo platform={row.restaurant.platform.name} size={24} />
              <span>{row.restaurant.title}</span>
            </Group>
          ),
        }))}
      />
    </Stack>
  );
}
