import { Table } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { CampaignDay } from '../api/campaigns-query';
import { formatDay } from '../lib/marketing-format';

/** The chart's figures as a table: readable without the chart, and with the orders beside the money. */
export function AdsDaysTable({ days, currency }: { days: readonly CampaignDay[]; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped verticalSpacing="xs" aria-label={t('marketing.ads.daysLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marketing.columns.day')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.adSpend')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.clicks')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.ordersAfterClick')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.totalOrders')}</Table.Th>
            <Table.Th ta="right">{t('marketing.columns.sales')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{formatDay(day.day, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatMoney(day.adSpend, currency)}</Table.Td>
              <Table.Td ta="right">{day.clicks}</Table.Td>
              <Table.Td ta="right">{day.ordersAfterClick}</Table.Td>
              <Table.Td ta="right">{day.totalOrders}</Table.Td>
              <Table.Td ta="right">{formatMoney(day.sale, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
