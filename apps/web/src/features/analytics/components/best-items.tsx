import { useState } from 'react';
import { Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useBestItems } from '../api/best-items-query';
import { BestItemsList } from './best-items-list';
import { BestItemsTable } from './best-items-table';
import { errorMessage } from '../../../lib/error-message';

/**
 * The best-selling items of the filter, one row per item of the menu whatever rate it was sold at; the switch counts
 * the options chosen in menus and items as items too (docs/reports.md, "Best-selling items").
 */
export function BestItems({ filters, currency }: { filters: ReportFilterParams; currency: string }) {
  const { t } = useTranslation();
  const [includeOptions, setIncludeOptions] = useState(false);
  const bestItems = useBestItems(filters, includeOptions);
  const items = bestItems.data;
  // Below this width (the side menu open) the six columns no longer fit: each item lists its figures instead.
  const narrow = useMediaQuery('(max-width: 61.99em)') === true;
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-best-items" aria-busy={bestItems.isFetching}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="analytics-best-items">
          {t('analytics.bestItemsTitle')}
        </Title>
        <Switch
          checked={includeOptions}
          onChange={(event) => setIncludeOptions(event.currentTarget.checked)}
          label={t('analytics.includeOptions')}
          description={t('analytics.includeOptionsHint')}
          maw={420}
        />
      </Group>
      {bestItems.isPending ? <ListSkeleton rows={3} /> : null}
      {bestItems.isError && !items ? (
        <ErrorState
          message={`${t('analytics.bestItemsLoadError')} ${errorMessage(bestItems.error, t)}`}
          onRetry={() => void bestItems.refetch()}
          retrying={bestItems.isRefetching}
        />
      ) : null}
      {items && items.length === 0 ? <Text c="dimmed">{t('analytics.noBestItems')}</Text> : null}
      {items && items.length > 0 && narrow ? <BestItemsList items={items} currency={currency} /> : null}
      {items && items.length > 0 && !narrow ? <BestItemsTable items={items} currency={currency} /> : null}
    </Stack>
  );
}
