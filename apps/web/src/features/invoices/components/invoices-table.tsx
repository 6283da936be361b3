import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { InvoiceRow } from '../api/invoices-query';
import { formatInvoiceInstant, formatInvoicePeriod } from '../lib/invoice-format';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from './invoice-status-badge';

type InvoicesTableProps = { rows: readonly InvoiceRow[]; onOpen: (id: number) => void };

export function InvoicesTable({ rows, onOpen }: InvoicesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('invoices.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.columns.number')}</Table.Th>
            <Table.Th>{t('invoices.columns.period')}</Table.Th>
            <Table.Th>{t('invoices.columns.subject')}</Table.Th>
            <Table.Th>{t('invoices.columns.restaurants')}</Table.Th>
            <Table.Th>{t('invoices.columns.issuedAt')}</Table.Th>
            <Table.Th>{t('invoices.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
            <Table.Th>{t('invoices.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onOpen(row.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                {/* The row is clickable for touch; this button gives keyboards and screen readers the same action. */}
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row.id);
                  }}
                  mih={48}
                  fw={700}
                  ff="monospace"
                  aria-label={t('invoices.open', { number: row.number })}
                >
                  {row.number}
                </UnstyledButton>
              </Table.Td>
              <Table.Td style={{ textTransform: 'capitalize' }}>
                {formatInvoicePeriod(row.fromDate, row.toDate, i18n.language)}
              </Table.Td>
              <Table.Td>
                {row.platform ? (
                  <Group gap="xs" wrap="nowrap">
                    <PlatformLogo platform={row.platform.name} size={24} />
                    <Text size="sm">{PLATFORMS[row.platform.name].label}</Text>
                  </Group>
                ) : (
                  <Text size="sm">{t('invoices.subscription')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {row.restaurants.map((restaurant) => restaurant.title).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInvoiceInstant(row.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.price, row.currency)}
              </Table.Td>
              <Table.Td>
                <InvoicePdfLink number={row.number} externalUrl={row.externalUrl} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
