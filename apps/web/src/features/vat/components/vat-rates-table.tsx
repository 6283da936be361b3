import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { TvaRateTotal } from '../api/tva-report';
import { formatVatRate } from '../lib/vat-format';

type VatRatesTableProps = { rates: readonly TvaRateTotal[]; currency: string };

export function VatRatesTable({ rates, currency }: VatRatesTableProps) {
  const { t, i18n } = useTranslation();
  const sum = (pick: (rate: TvaRateTotal) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label={t('vat.rates.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vat.rates.rate')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ttc')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ht')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.tva')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.vatPercent}>
              <Table.Th scope="row">{formatVatRate(rate.vatPercent, i18n.language)}</Table.Th>
              <Table.Td ta="right" data-testid="rate-ttc">{formatMoney(rate.ttc, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(rate.ht, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(rate.tva, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('vat.total')}</Table.Th>
            <Table.Td ta="right" data-testid="rates-total-ttc">{formatMoney(sum((rate) => rate.ttc), currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(sum((rate) => rate.ht), currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(sum((rate) => rate.tva), currency)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
