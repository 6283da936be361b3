import { useState } from 'react';
import { Button, Center, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { INVOICE_STATUSES, isInvoiceStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useInvoices } from '../api/invoices-query';
import { readInvoiceStatus, writeInvoiceStatus } from '../lib/invoice-filters';
import { InvoiceDetailModal } from './invoice-detail-modal';
import { InvoicesTable } from './invoices-table';
import { errorMessage } from '../../../lib/error-message';

const ALL = 'ALL';

export function InvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const status = readInvoiceStatus(params);
  const invoices = useInvoices(status);
  const pages = invoices.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const totalCount = pages[0]?.totalCount ?? 0;

  return (
    <Stack gap="md">
      <Title order={1}>{t('invoices.title')}</Title>
      <SegmentedControl
        aria-label={t('invoices.statusFilter')}
        value={status ?? ALL}
        onChange={(value) => setParams(writeInvoiceStatus(isInvoiceStatus(value) ? value : null), { replace: true })}
        data={[
          { value: ALL, label: t('invoices.allStatuses') },
          ...INVOICE_STATUSES.map((value) => ({ value, label: t(`invoices.status.${value}`) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {invoices.isPending ? <ListSkeleton /> : null}
      {invoices.isError && !invoices.data ? (
        <ErrorState
          message={`${t('invoices.loadError')} ${errorMessage(invoices.error, t)}`}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isRefetching}
        />
      ) : null}
      {invoices.data && rows.length === 0 ? (
        <EmptyState
          title={t('invoices.emptyTitle')}
          hint={status ? t('invoices.emptyFilteredHint') : t('invoices.emptyHint')}
        />
      ) : null}
      {rows.length > 0 ? <InvoicesTable rows={rows} onOpen={setOpenId} /> : null}
      {invoices.hasNextPage ? (
        <Center>
          <Button
            variant="light"
            mih={48}
            loading={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            {t('invoices.loadMore')}
          </Button>
        </Center>
      ) : null}
      {rows.length > 0 && !invoices.hasNextPage ? (
        <Text c="dimmed" ta="center" size="sm">
          {t('invoices.allShown', { count: totalCount })}
        </Text>
      ) : null}
      <InvoiceDetailModal invoiceId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
