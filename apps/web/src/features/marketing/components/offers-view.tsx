import { Stack } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { usePromotions } from '../api/use-promotions';
import type { MarketingFilters } from '../lib/marketing-filters';
import { FigureGrid } from './figure-grid';
import { LoadMore } from './load-more';
import { OffersTable } from './offers-table';
import { errorMessage } from '../../../lib/error-message';

export function OffersView({ filters, currency }: { filters: MarketingFilters; currency: string }) {
  const { t } = useTranslation();
  const promotions = usePromotions(filters);
  const pages = promotions.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const first = pages[0];
  return (
    <Stack gap="md">
      {promotions.isPending ? <ListSkeleton /> : null}
      {promotions.isError && !promotions.data ? (
        <ErrorState
          message={`${t('marketing.offers.loadError')} ${errorMessage(promotions.error, t)}`}
          onRetry={() => void promotions.refetch()}
          retrying={promotions.isRefetching}
        />
      ) : null}
      {first ? (
        <FigureGrid
          label={t('marketing.offers.totalsLabel')}
          figures={[
            { key: 'offers', label: t('marketing.figures.offers'), value: String(first.totalCount) },
            { key: 'orders', label: t('marketing.figures.orders'), value: String(first.totals.orders) },
            { key: 'sales', label: t('marketing.figures.sales'), value: formatMoney(first.totals.sales, currency) },
            {
              key: 'discount',
              label: t('marketing.figures.discount'),
              value: formatMoney(first.totals.discount, currency),
            },
          ]}
        />
      ) : null}
      {promotions.data && rows.length === 0 ? (
        <EmptyState title={t('marketing.offers.emptyTitle')} hint={t('marketing.emptyHint')} />
      ) : null}
      {rows.length > 0 ? <OffersTable rows={rows} currency={currency} /> : null}
      <LoadMore
        shown={rows.length}
        total={first?.totalCount ?? 0}
        hasNextPage={promotions.hasNextPage}
        loading={promotions.isFetchingNextPage}
        onLoad={() => void promotions.fetchNextPage()}
      />
    </Stack>
  );
}
