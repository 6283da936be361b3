import { Alert, Group, Modal, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCalendarDay, formatMoney, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useInvoice, type InvoiceDetail } from '../api/invoice-query';
import { formatInvoiceInstant, formatInvoicePeriod } from '../lib/invoice-format';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { errorMessage } from '../../../lib/error-message';

type InvoiceDetailModalProps = { invoiceId: number | null; onClose: () => void };

export function InvoiceDetailModal({ invoiceId, onClose }: InvoiceDetailModalProps) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  return (
    <Modal
      opened={invoiceId !== null}
      onClose={onClose}
      size="xl"
      title={invoice.data ? t('invoices.detailTitle', { number: invoice.data.number }) : t('invoices.detailLoading')}
    >
      {invoice.isPending ? <Skeleton height={240} /> : null}
      {invoice.isError ? (
        <Alert color="red" role="alert" title={t('invoices.detailError')}>
          {errorMessage(invoice.error, t)}
        </Alert>
      ) : null}
      {invoice.data ? <InvoiceDetailBody invoice={invoice.data} /> : null}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function InvoiceDetailBody({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const percent = (rate: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={t('invoices.columns.status')}>
          <InvoiceStatusBadge status={invoice.status} />
        </Fact>
        <Fact label={t('invoices.columns.period')}>
          <span style={{ textTransform: 'capitalize' }}>
            {formatInvoicePeriod(invoice.fromDate, invoice.toDate, i18n.language)}
          </span>
        </Fact>
        <Fact label={t('invoices.columns.subject')}>
          {invoice.platform ? PLATFORMS[invoice.platform.name].label : t('invoices.subscription')}
        </Fact>
        <Fact label={t('invoices.columns.issuedAt')}>{formatInvoiceInstant(invoice.createdAt, i18n.language)}</Fact>
        <Fact label={t('invoices.dueDate')}>{formatCalendarDay(invoice.dueDate, 'date', i18n.language)}</Fact>
        <Fact label={t('invoices.payedAt')}>
          {invoice.payedAt ? formatInvoiceInstant(invoice.payedAt, i18n.language) : t('invoices.notPaid')}
        </Fact>
      </SimpleGrid>
      {invoice.restaurants.length > 0 ? (
        <Fact label={t('invoices.columns.restaurants')}>
          {invoice.restaurants.map((restaurant) => restaurant.title).join(', ')}
        </Fact>
      ) : null}
      {invoice.commissionBase !== null && invoice.commissionRate !== null ? (
        <Text size="sm">
          {t('invoices.commissionBase', { base: money(invoice.commissionBase), rate: percent(invoice.commissionRate) })}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t('invoices.linesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.lines.label')}</Table.Th>
              <Table.Th ta="right">{t('invoices.lines.priceHT')}</Table.Th>
              <Table.Th ta="right">{t('invoices.lines.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('invoices.lines.vat')}</Table.Th>
              <Table.Th ta="right">{t('invoices.lines.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.additionalLines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{money(line.priceHT)}</Table.Td>
                <Table.Td ta="right">{percent(line.vat)}</Table.Td>
                <Table.Td ta="right">{money(line.vatAmount)}</Table.Td>
                <Table.Td ta="right">{money(line.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('invoices.totals')}</Table.Th>
              <Table.Th ta="right" data-testid="invoice-total-ht">
                {money(invoice.priceHT)}
              </Table.Th>
              <Table.Th />
              <Table.Th ta="right">{money(invoice.vatAmount)}</Table.Th>
              <Table.Th ta="right" data-testid="invoice-total-ttc">
                {money(invoice.price)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <InvoicePdfLink number={invoice.number} externalUrl={invoice.externalUrl} variant="filled" />
      </Group>
    </Stack>
  );
}
