import { Stack, Title } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCampaigns } from '../api/use-campaigns';
import { formatRoas } from '../lib/marketing-format';
import type { MarketingFilters } from '../lib/marketing-filters';
import { AdsChart } from './ads-chart';
import { AdsDaysTable } from './ads-days-table';
import { CampaignsTable } from './campaigns-table';
import { FigureGrid } from './figure-grid';
import { LoadMore } from './load-more';
import { errorMessage } from '../../../lib/error-message';

export function AdsView({ filters, currency }: { filters: MarketingFilters; currency: string }) {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns(filters);
  const pages = campaigns.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const first = pages[0];
  return (
    <Stack gap="md">
      {campaigns.isPending ? <ListSkeleton /> : null}
      {campaigns.isError && !campaigns.data ? (
        <ErrorState
          message={`${t('marketing.ads.loadError')} ${errorMessage(campaigns.error, t)}`}
          onRetry={() => void campaigns.refetch()}
          retrying={campaigns.isRefetching}
        />
      ) : null}
      {first ? (
        <FigureGrid
          label={t('marketing.ads.totalsLabel')}
          figures={[
            {
              key: 'adSpend',
              label: t('marketing.figures.adSpend'),
              value: formatMoney(first.totals.adSpend, currency),
            },
            { key: 'clicks', label: t('marketing.figures.clicks'), value: String(first.totals.clicks) },
            {
              key: 'ordersAfterClick',
              label: t('marketing.figures.ordersAfterClick'),
              value: String(first.totals.ordersAfterClick),
            },
            { key: 'sale', label: t('marketing.figures.sales'), value: formatMoney(first.totals.sale, currency) },
            {
              key: 'roas',
              label: t('marketing.figures.roas'),
              value: first.totals.roas === null ? '—' : formatRoas(first.totals.roas, i18n.language),
            },
          ]}
        />
      ) : null}
      {first && first.dailyStats.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="marketing-days">
          <Title order={2} size="h3" id="marketing-days">
            {t('marketing.ads.daysTitle')}
          </Title>
          <AdsChart days={first.dailyStats} currency={currency} />
          <AdsDaysTable days={first.dailyStats} currency={currency} />
        </Stack>
      ) : null}
      {campaigns.data && rows.length === 0 ? (
        <EmptyState title={t('marketing.ads.emptyTitle')} hint={t('marketing.emptyHint')} />
      ) : null}
      {rows.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="marketing-campaigns">
          <Title order={2} size="h3" id="marketing-campaigns">
            {t('marketing.ads.campaignsTitle')}
          </Title>
          <CampaignsTable rows={rows} currency={currency} />
        </Stack>
      ) : null}
      <LoadMore
        shown={rows.length}
        total={first?.totalCount ?? 0}
        hasNextPage={campaigns.hasNextPage}
        loading={campaigns.isFetchingNextPage}
        onLoad={() => void campaigns.fetchNextPage()}
      />
    </Stack>
  );
}
