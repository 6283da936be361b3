import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { usePrinterRestaurants, type PrintableRestaurant } from '../api/printer-restaurants';
import { usePrinters } from '../api/printers';
import { AddPrinterForm } from './add-printer-form';
import { LocalPrintSettings } from './local-print-settings';
import { PrinterCard } from './printer-card';
import { errorMessage } from '../../../lib/error-message';

function companiesOf(restaurants: readonly PrintableRestaurant[]): { id: number; name: string }[] {
  const byId = new Map(restaurants.map((restaurant) => [restaurant.company.id, restaurant.company]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /printer: the company's cloud printers (state, settings, test print, how to connect one), and this tablet's printing.
 */
export function PrintersPage() {
  const { t } = useTranslation();
  const printers = usePrinters();
  const restaurants = usePrinterRestaurants();

  return (
    <Stack gap="md">
      <Title order={1}>{t('printers.title')}</Title>
      <Text c="dimmed">{t('printers.intro')}</Text>
      <AddPrinterForm printers={printers.data ?? []} companies={companiesOf(restaurants.data ?? [])} />
      {printers.isPending ? <ListSkeleton rows={3} /> : null}
      {printers.isError && !printers.data ? (
        <ErrorState
          message={`${t('printers.loadError')} ${errorMessage(printers.error, t)}`}
          onRetry={() => void printers.refetch()}
          retrying={printers.isRefetching}
        />
      ) : null}
      {printers.data?.length === 0 ? (
        <EmptyState title={t('printers.emptyTitle')} hint={t('printers.emptyHint')} />
      ) : null}
      {printers.data?.map((printer) => (
        <PrinterCard
          key={printer.id}
          printer={printer}
          restaurants={(restaurants.data ?? []).filter((restaurant) => restaurant.company.id === printer.companyId)}
        />
      ))}
      <LocalPrintSettings />
    </Stack>
  );
}
