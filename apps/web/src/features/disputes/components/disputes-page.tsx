import { useEffect, useMemo, useState } from 'react';
import { Button, Center, Select, Stack, Text, Title } from '@mantine/core';
import { useIntersection, useMediaQuery } from '@mantine/hooks';
import { DISPUTE_STATUSES, isPlatformCode, orderLookupId } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportExportButton } from '../../../components/report-export/report-export-button';
import { ReportFilterBar } from '../../../components/report-filter-bar/report-filter-bar';
import { toBarFilters } from '../../../components/report-filter-bar/report-filter-params';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import type { DisputeRow } from '../api/dispute-fields';
import type { DisputeRef } from '../api/dispute-for-cart';
import { useDisputeSummary } from '../api/dispute-summary';
import { useOrderDisputes } from '../api/order-disputes';
import { isDisputeStatus, readDisputeFilters, writeDisputeFilters, type DisputeFilters } from '../lib/dispute-filters';
import { disputeWindow } from '../lib/dispute-window';
import { DisputeModal } from './dispute-modal';
import { DisputeSummaryPanel } from './dispute-summary-panel';
import { DisputeCards } from './dispute-cards';
import { DisputesTable } from './disputes-table';
import { errorMessage } from '../../../lib/error-message';

type DisputesPageProps = {
  /** /disputable/order lists only the disputes still to handle; /dispute/order lists them all, with the summary. */
  mode: 'all' | 'toDispute';
  currency: string;
  onPrint?: (cartId: number) => Promise<void>;
  /** Injected by tests; the default is now. */
  now?: Date;
};

export function DisputesPage({ mode, currency, onPrint, now }: DisputesPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [target, setTarget] = useState<DisputeRef | null>(null);
  const defaultRange = useMemo(
    () => disputeWindow(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const read = readDisputeFilters(params, defaultRange);
  const filters: DisputeFilters = mode === 'toDispute' ? { ...read, status: null } : read;
  const toDispute = mode === 'toDispute';
  const disputes = useOrderDisputes(filters, toDispute);
  const summary = useDisputeSummary(filters);
  const pages = disputes.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const update = (next: DisputeFilters) => setParams(writeDisputeFilters(next), { replace: true });
  const open = (row: DisputeRow) =>
    setTarget({
      orderId: orderLookupId(row.restaurant.platform.id, row.displayOrderId),
      restaurant: row.restaurant.uuid,
    });
  // Below the side menu's desktop width the page column is too narrow for the table: cards instead.
  const narrow = useMediaQuery('(max-width: 62em)') === true;

  const { ref: sentinel, entry } = useIntersection<HTMLDivElement>({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = disputes;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="md">
      <Title order={1}>{toDispute ? t('disputes.toDisputeTitle') : t('disputes.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(filters)}
        onChange={(next) =>
          update({
            ...filters,
            fromDate: next.fromDate,
            toDate: next.toDate,
            platforms: next.platforms.filter(isPlatformCode),
            restaurants: next.restaurants,
          })
        }
        exportSlot={<ReportExportButton kind="disputedOrder" filters={filters} />}
      />
      {toDispute ? null : (
        <Select
          label={t('disputes.statusFilter')}
          placeholder={t('disputes.allStatuses')}
          data={DISPUTE_STATUSES.map((status) => ({ value: status, label: t(`disputes.status.${status}`) }))}
          value={filters.status}
          onChange={(value) => update({ ...filters, status: isDisputeStatus(value) ? value : null })}
          clearable
          maw={280}
        />
      )}
      {!toDispute && summary.data ? <DisputeSummaryPanel summary={summary.data} currency={currency} /> : null}
      {disputes.isPending ? <ListSkeleton /> : null}
      {disputes.isError && !disputes.data ? (
        <ErrorState
          message={`${t('disputes.loadError')} ${errorMessage(disputes.error, t)}`}
          onRetry={() => void disputes.refetch()}
          retrying={disputes.isRefetching}
        />
      ) : null}
      {disputes.data && rows.length === 0 ? (
        <EmptyState
          title={toDispute ? t('disputes.emptyToDisputeTitle') : t('disputes.emptyTitle')}
          hint={t('disputes.emptyHint')}
        />
      ) : null}
      {rows.length > 0 && narrow ? <DisputeCards rows={rows} currency={currency} onOpen={open} /> : null}
      {rows.length > 0 && !narrow ? <DisputesTable rows={rows} currency={currency} onOpen={open} /> : null}
      {hasNextPage ? (
        <Center ref={sentinel}>
          <Button variant="light" mih={48} loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('disputes.loadMore')}
          </Button>
        </Center>
      ) : null}
      {rows.length > 0 && !hasNextPage ? (
        <Text c="dimmed" ta="center" size="sm">
          {t('disputes.allShown', { count: pages[0]?.totalCount ?? rows.length })}
        </Text>
      ) : null}
      <DisputeModal target={target} currency={currency} onClose={() => setTarget(null)} onPrint={onPrint} />
    </Stack>
  );
}
