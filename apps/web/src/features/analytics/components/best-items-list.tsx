import { Group, List, Stack, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { BestItem } from '../api/best-items-query';
import { useRatesFormat } from './use-rates-format';

/** The ranking on a narrow screen: each item with its figures under its name, so nothing is cut at the edge. */
export function BestItemsList({ items, currency }: { items: readonly BestItem[]; currency: string }) {
  const { t } = useTranslation();
  const formatRates = useRatesFormat();
  const figure = (label: string, value: string | number) => (
    <Text span size="sm" c="dimmed">
      {label}{' '}
      <Text span size="sm" c="var(--mantine-color-text)" fw={500}>
        {value}
      </Text>
    </Text>
  );
  return (
    <List type="ordered" listStyleType="none" spacing="sm" aria-label={t('analytics.bestItemsLabel')}>
      {items.map((item, index) => (
        <List.Item key={`${index}|${item.platformId ?? item.title}`}>
          <Stack gap={2}>
            <Text fw={500}>
              {index + 1}. {item.title}
            </Text>
            <Group gap="md" style={{ rowGap: 2 }}>
              {figure(t('analytics.columns.quantity'), item.total)}
              {figure(t('analytics.columns.revenue'), formatMoney(item.revenue, currency))}
              {figure(t('analytics.columns.additional'), formatMoney(item.additional, currency))}
              {figure(t('analytics.columns.vatRates'), formatRates(item.vatRates))}
            </Group>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
