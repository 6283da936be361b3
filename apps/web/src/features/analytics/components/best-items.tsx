import { Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { BestItem } from '../api/analytics-query';

export function BestItems({ items, currency }: { items: readonly BestItem[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-best-items">
      <Title order={2} size="h3" id="analytics-best-items">
        {t('analytics.bestItemsTitle')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('analytics.noBestItems')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={t('analytics.bestItemsLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('analytics.columns.rank')}</Table.Th>
                <Table.Th>{t('analytics.columns.item')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.quantity')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.revenue')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.additional')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.vat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={`${item.title}|${item.platformId ?? ''}|${item.vatPercent}`}>
                  <Table.Td ta="right">{index + 1}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {item.title}
                  </Table.Th>
                  <Table.Td ta="right">{item.total}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.revenue, currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.additional, currency)}</Table.Td>
                  <Table.Td ta="right">{percent.format(item.vatPercent)} %</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
