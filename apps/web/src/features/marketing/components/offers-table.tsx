import { Table, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { PromotionRow } from '../api/promotions-query';
import { formatRunPeriod } from '../lib/marketing-format';
import { describeOfferScope, describeOfferValue } from '../lib/offer-description';
import { MarketingStatusBadge } from './marketing-status-badge';
import { RestaurantCell } from './restaurant-cell';

type OffersTableProps = { rows: readonly PromotionRow[]; currency: string };

export function OffersTable({ rows, currency }: OffersTableProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('marketing.offers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marketing.columns.restaurant')}</Table.Th>
            <Table.Th>{t('marketing.columns.offer')}</Table.Th>
            <Table.Th>{t('marketing.columns.reduction')}</Table.Th>
            <Table.Th>{t('marketing.columns.appliesTo')}</Table.Th>
            <Table.Th>{t('marketing.columns.period')}</Table.Th>
            <Table.Th>{t('marketing.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.budgetSpent')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.orders')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.sales')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.discount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const period = formatRunPeriod(row.startAt, row.endAt, row.restaurant.timezone, i18n.language);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <RestaurantCell restaurant={row.restaurant} />
                </Table.Td>
                <Table.Td>{t(`marketing.promotionTypes.${row.type}`)}</Table.Td>
                <Table.Td fw={700}>{describeOfferValue(row, currency, t)}</Table.Td>
                <Table.Td>
                  <Text size="sm" maw={220}>
                    {describeOfferScope(row, t)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {period.to ? t('marketing.period', period) : t('marketing.openPeriod', { from: period.from })}
                </Table.Td>
                <Table.Td>
                  <MarketingStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.budget === null
                    ? t('marketing.offers.spentUncapped', { spent: money(row.budgetSpent) })
                    : t('marketing.offers.spentOfBudget', { spent: money(row.budgetSpent), budget: money(row.budget) })}
                </Table.Td>
                <Table.Td ta="right">{row.results.orders}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.results.sales)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.results.discount)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
