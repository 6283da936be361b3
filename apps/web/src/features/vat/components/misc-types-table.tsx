import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MiscItemTypeTotal } from '../api/misc-item-totals';

type MiscTypesTableProps = { totals: readonly MiscItemTypeTotal[]; currency: string };

/**
 * Statement lines that are not orders, by type (docs/data-model.md#misc-billing-items); amounts signed from the
 * restaurant's side.
 */
export function MiscTypesTable({ totals, currency }: MiscTypesTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={t('vat.misc.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vat.misc.type')}</Table.Th>
            <Table.Th ta="right">{t('vat.misc.count')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ttc')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ht')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.tva')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((row) => (
            <Table.Tr key={row.type}>
              <Table.Th scope="row">{t(`vat.misc.types.${row.type}`)}</Table.Th>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.total, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.ht, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.tva, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
