import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatVatRate } from '../../lib/vat-format';

/** One VAT rate's amounts, in minor units: the VAT report's totals or one order's stored split. */
export type VatRateAmounts = { vatPercent: number; ttc: number; ht: number; tva: number };

type VatRatesTableProps = {
  rates: readonly VatRateAmounts[];
  currency: string;
  /** Below this width the table scrolls sideways; a narrow place (an order's detail on a phone) gives less. */
  minWidth?: number;
};

/**
 * Amounts per VAT rate with their total: the VAT report's and an order's VAT (docs/money.md#one-vat-split-per-order).
 */
export function VatRatesTable({ rates, currency, minWidth = 480 }: VatRatesTableProps) {
  const { t, i18n } = useTranslation();
  const sum = (pick: (rate: VatRateAmounts) => number) => rates.reduce((total, rate) => total + pick(rate), 0);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
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
              <Table.Td ta="right" data-testid="rate-ttc">
                {formatMoney(rate.ttc, currency)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(rate.ht, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(rate.tva, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('vat.total')}</Table.Th>
            <Table.Td ta="right" data-testid="rates-total-ttc">
              {formatMoney(
                sum((rate) => rate.ttc),
                currency,
              )}
            </Table.Td>
            <Table.Td ta="right">
              {formatMoney(
                sum((rate) => rate.ht),
                currency,
              )}
            </Table.Td>
            <Table.Td ta="right">
              {formatMoney(
                sum((rate) => rate.tva),
                currency,
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
