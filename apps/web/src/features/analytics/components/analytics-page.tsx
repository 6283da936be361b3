import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { currentWeekRange, DEFAULT_CURRENCY } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportFilterBar } from '../../../components/report-filter-bar/report-filter-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import type { AnalyticsAnswer } from '../api/analytics-query';
import { useAnalytics } from '../api/use-analytics';
import {
  fromBarFilters,
  readReportFilterParams,
  toBarFilters,
  writeReportFilterParams,
  type ReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';
import { AnalyticsSummary } from './analytics-summary';
import { BestItems } from './best-items';
import { DayMap } from './day-map';
import { PlatformTotals } from './platform-totals';
import { RestaurantTotals } from './restaurant-totals';
import { errorMessage } from '../../../lib/error-message';

function isEmpty(data: AnalyticsAnswer): boolean {
  const { overall } = data.totalOrder;
  return overall.totalCommand === 0 && overall.canceled === 0 && overall.inactivity === 0;
}

/**
 * Analytics (docs/data-model.md#statistics): the statistics of the filter, per platform and restaurant, the weekday ×
 * hour map and the best items.
 */
export function AnalyticsPage({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const defaultWeek = useMemo(
    () => currentWeekRange(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const filters = readReportFilterParams(params, defaultWeek);
  // docs/roles.md#roles: only User accounts (administrators, account managers) filter by company.
  const isUser = viewer?.typename === 'User';
  const sent: ReportFilterParams = isUser ? filters : { ...filters, company: null };
  const analytics = useAnalytics(sent);
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const data = analytics.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('analytics.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(sent)}
        onChange={(next) => setParams(writeReportFilterParams(fromBarFilters(next)), { replace: true })}
        showCompanies={isUser}
        maxCompanies={1}
      />
      {analytics.isPending ? <ListSkeleton /> : null}
      {analytics.isError && !data ? (
        <ErrorState
          message={`${t('analytics.loadError')} ${errorMessage(analytics.error, t)}`}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isRefetching}
        />
      ) : null}
      {data && isEmpty(data) ? <EmptyState title={t('analytics.emptyTitle')} hint={t('analytics.emptyHint')} /> : null}
      {data && !isEmpty(data) ? (
        <>
          <AnalyticsSummary totals={data.totalOrder.overall} currency={currency} />
          <PlatformTotals rows={data.totalOrder.byPlatform} currency={currency} />
          <RestaurantTotals rows={data.totalOrder.byRestaurant} currency={currency} />
          <DayMap cells={data.totalOrderDayMap} currency={currency} />
          <BestItems filters={sent} currency={currency} />
        </>
      ) : null}
    </Stack>
  );
}
