import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { CampaignRow } from '../api/campaigns-query';
import { formatRoas, formatRunPeriod } from '../lib/marketing-format';
import { MarketingStatusBadge } from './marketing-status-badge';
import { RestaurantCell } from './restaurant-cell';

type CampaignsTableProps = { rows: readonly CampaignRow[]; currency: string };

export function CampaignsTable({ rows, currency }: CampaignsTableProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('marketing.ads.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marketing.columns.restaurant')}</Table.Th>
            <Table.Th>{t('marketing.columns.status')}</Table.Th>
            <Table.Th>{t('marketing.columns.period')}</Table.Th>
            <Table.Th>{t('marketing.columns.bid')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.budget')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.spent')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.adSpend')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.clicks')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.ordersAfterClick')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.sales')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.roas')}</Table.Th>
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
                <Table.Td>
                  <MarketingStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td style={nowrap}>
                  {period.to ? t('marketing.period', period) : t('marketing.openPeriod', { from: period.from })}
                </Table.Td>
                <Table.Td style={nowrap}>
                  {row.isAutoBid || row.manualBidAmount === null
                    ? t('marketing.ads.autoBid')
                    : t('marketing.ads.manualBid', { amount: money(row.manualBidAmount) })}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {t(`marketing.ads.budgetPer.${row.budgetUnit}`, { amount: money(row.budget) })}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {money(row.spent)}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {money(row.totals.adSpend)}
                </Table.Td>
                <Table.Td ta="right">{row.totals.clicks}</Table.Td>
                <Table.Td ta="right">{row.totals.ordersAfterClick}</Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {money(row.totals.sale)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.totals.roas === null ? '—' : formatRoas(row.totals.roas, i18n.language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
