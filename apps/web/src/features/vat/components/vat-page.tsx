import { useMemo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportExportButton } from '../../../components/report-export/report-export-button';
import { ReportFilterBar } from '../../../components/report-filter-bar/report-filter-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useMiscItemTotals } from '../api/misc-item-totals';
import { useTvaOrders } from '../api/tva-orders';
import { useTvaReport } from '../api/tva-report';
import {
  fromBarFilters,
  readReportFilterParams,
  toBarFilters,
  writeReportFilterParams,
  type ReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';
import { lastFullMonth } from '../lib/vat-filters';
import { MiscTypesTable } from './misc-types-table';
import { PlatformVatTable } from './platform-vat-table';
import { StatementTable } from './statement-table';
import { VatOrdersTable } from './vat-orders-table';
import { VatRatesTable } from '../../../components/vat-rates-table/vat-rates-table';
import { errorMessage } from '../../../lib/error-message';

type VatPageProps = {
  /** Injected by tests; the default is now. */
  now?: Date;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /tva/item: the VAT statement of a period, its split per rate and per platform, the misc items and the orders. */
export function VatPage({ now }: VatPageProps) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const defaultPeriod = useMemo(
    () => lastFullMonth(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const filters = readReportFilterParams(params, defaultPeriod);
  const isUser = viewer?.typename === 'User';
  const sent: ReportFilterParams = isUser ? filters : { ...filters, company: null };
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const report = useTvaReport(sent);
  const misc = useMiscItemTotals(sent);
  const orders = useTvaOrders(sent);
  const rows = orders.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];
  const totalCount = orders.data?.pages[0]?.totalCount ?? 0;

  const failed = report.isError ? report : misc.isError ? misc : null;
  const empty = report.data && report.data.orderCount === 0 && (misc.data?.totalCount ?? 0) === 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('vat.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(sent)}
        onChange={(next) => setParams(writeReportFilterParams(fromBarFilters(next)), { replace: true })}
        showCompanies={isUser}
        maxCompanies={1}
        exportSlot={<ReportExportButton kind="miscItem" filters={sent} />}
      />
      {report.isPending || misc.isPending ? <ListSkeleton /> : null}
      {failed ? (
        <ErrorState
          message={`${t('vat.loadError')} ${errorMessage(failed.error, t)}`}
          onRetry={() => {
            void report.refetch();
            void misc.refetch();
          }}
          retrying={report.isRefetching || misc.isRefetching}
        />
      ) : null}
      {empty ? <EmptyState title={t('vat.emptyTitle')} hint={t('vat.emptyHint')} /> : null}
      {report.data && !empty ? (
        <>
          <Section title={t('vat.statement.title')}>
            <Text size="sm" c="dimmed">
              {t('vat.statement.hint')}
            </Text>
            <StatementTable report={report.data} currency={currency} />
          </Section>
          <Section title={t('vat.rates.title')}>
            <VatRatesTable rates={report.data.byRate} currency={currency} />
          </Section>
          <Section title={t('vat.platforms.title')}>
            <PlatformVatTable platforms={report.data.byPlatform} currency={currency} />
          </Section>
        </>
      ) : null}
      {misc.data && !empty ? (
        <Section title={t('vat.misc.title')}>
          <MiscTypesTable totals={misc.data.byType} currency={currency} />
        </Section>
      ) : null}
      {report.data && !empty ? (
        <Section title={t('vat.orders.title')}>
          {orders.isPending ? <ListSkeleton rows={3} /> : null}
          {orders.isError && !orders.data ? (
            <ErrorState
              message={`${t('vat.orders.loadError')} ${errorMessage(orders.error, t)}`}
              onRetry={() => void orders.refetch()}
              retrying={orders.isRefetching}
            />
          ) : null}
          {rows.length > 0 ? <VatOrdersTable rows={rows} currency={currency} /> : null}
          {orders.hasNextPage ? (
            <Center>
              <Button
                variant="light"
                mih={48}
                loading={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {t('vat.orders.loadMore')}
              </Button>
            </Center>
          ) : null}
          {orders.data && !orders.hasNextPage ? (
            <Text c="dimmed" ta="center" size="sm">
              {t('vat.orders.allShown', { count: totalCount })}
            </Text>
          ) : null}
        </Section>
      ) : null}
    </Stack>
  );
}
