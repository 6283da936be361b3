import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { BestItem } from '../api/best-items-query';
import { useRatesFormat } from './use-rates-format';

/** The ranking as a table, where the screen is wide enough for its six columns. */
export function BestItemsTable({ items, currency }: { items: readonly BestItem[]; currency: string }) {
  const { t } = useTranslation();
  const formatRates = useRatesFormat();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label={t('analytics.bestItemsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('analytics.columns.rank')}</Table.Th>
            <Table.Th>{t('analytics.columns.item')}</Table.Th>
            <Table.Th ta="right">{t('analytics.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('analytics.columns.revenue')}</Table.Th>
            <Table.Th ta="right">{t('analytics.columns.additional')}</Table.Th>
            <Table.Th ta="right">{t('analytics.columns.vatRates')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            // Two companies' items may share an id and a name (docs/reports.md): the rank keeps keys apart.
            <Table.Tr key={`${index}|${item.platformId ?? item.title}`}>
              <Table.Td ta="right">{index + 1}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {item.title}
              </Table.Th>
              <Table.Td ta="right">{item.total}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.revenue, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.additional, currency)}</Table.Td>
              <Table.Td ta="right">{formatRates(item.vatRates)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
