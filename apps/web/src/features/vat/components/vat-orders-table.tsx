import { Table, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { TvaOrderRow } from '../api/tva-orders';
import { formatDateTime } from '../../../lib/format';

type VatOrdersTableProps = { rows: readonly TvaOrderRow[]; currency: string };

export function VatOrdersTable({ rows, currency }: VatOrdersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label={t('vat.orders.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vat.orders.date')}</Table.Th>
            <Table.Th>{t('vat.orders.platform')}</Table.Th>
            <Table.Th>{t('vat.orders.id')}</Table.Th>
            <Table.Th>{t('vat.orders.restaurant')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ttc')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ht')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.tva')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.cart.id}>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.cart.createdAt, i18n.language, row.cart.restaurant.timezone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <PlatformLogo platform={row.cart.restaurant.platform.name} size={24} />
              </Table.Td>
              <Table.Td fw={700}>#{row.cart.displayId}</Table.Td>
              <Table.Td>{row.cart.restaurant.title}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.ttc, currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.ht, currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.tva, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
