import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { currentWeekRange, DEFAULT_CURRENCY } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportExportButton } from '../../../components/report-export/report-export-button';
import { ReportFilterBar } from '../../../components/report-filter-bar/report-filter-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useHistory } from '../api/use-history';
import {
  fromBarFilters,
  readReportFilterParams,
  toBarFilters,
  writeReportFilterParams,
  type ReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';
import { HistoryStatsPanel } from './history-stats';
import { HistoryTable } from './history-table';
import { errorMessage } from '../../../lib/error-message';

type HistoryPageProps = {
  /** The order detail, composed by the app layer (it lives in the orders feature). */
  renderOrderDetail: (cartId: number | null, onClose: () => void) => ReactNode;
  /** Injected by tests; the default is now. */
  now?: Date;
};

export function HistoryPage({ renderOrderDetail, now }: HistoryPageProps) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const [openCartId, setOpenCartId] = useState<number | null>(null);
  const defaultWeek = useMemo(
    () => currentWeekRange(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const filters = readReportFilterParams(params, defaultWeek);
  const isUser = viewer?.typename === 'User';
  const sent: ReportFilterParams = isUser ? filters : { ...filters, company: null };
  const history = useHistory(sent);
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const pages = history.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const stats = pages[0]?.stats;

  const { ref: sentinel, entry } = useIntersection<HTMLDivElement>({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('history.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(sent)}
        onChange={(next) => setParams(writeReportFilterParams(fromBarFilters(next)), { replace: true })}
        showCompanies={isUser}
        maxCompanies={1}
        exportSlot={<ReportExportButton kind="cart" filters={sent} />}
      />
      {history.isPending ? <ListSkeleton /> : null}
      {history.isError && !history.data ? (
        <ErrorState
          message={`${t('history.loadError')} ${errorMessage(history.error, t)}`}
          onRetry={() => void history.refetch()}
          retrying={history.isRefetching}
        />
      ) : null}
      {stats ? <HistoryStatsPanel stats={stats} currency={currency} /> : null}
      {history.data && rows.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} hint={t('history.emptyHint')} />
      ) : null}
      {rows.length > 0 ? <HistoryTable rows={rows} currency={currency} onOpen={setOpenCartId} /> : null}
      {hasNextPage ? (
        <Center ref={sentinel}>
          <Button variant="light" mih={48} loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        </Center>
      ) : null}
      {rows.length > 0 && !hasNextPage ? (
        <Text c="dimmed" ta="center" size="sm">
          {t('history.allShown', { count: pages[0]?.totalCount ?? rows.length })}
        </Text>
      ) : null}
      {renderOrderDetail(openCartId, () => setOpenCartId(null))}
    </Stack>
  );
}
