import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, type OrderAmounts } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

function Row({
  label,
  amount,
  currency,
  strong = false,
}: {
  label: string;
  amount: number;
  currency: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 800 : 500}>{label}</Text>
      <Text fw={strong ? 800 : 600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(amount, currency)}
      </Text>
    </Group>
  );
}

/**
 * Sales − promotion + delivery + tips = Total, every row shown so the reader can follow it
 * (docs/orders.md#lines-and-options).
 */
export function OrderMoney({ amounts, currency }: { amounts: OrderAmounts; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="section" aria-label={t('orders.detail.totals')}>
      <Row label={t('orders.detail.sales')} amount={amounts.subtotal} currency={currency} />
      <Row label={t('orders.detail.promo')} amount={amounts.promo === 0 ? 0 : -amounts.promo} currency={currency} />
      <Row label={t('orders.detail.deliveryPrice')} amount={amounts.deliveryPrice} currency={currency} />
      <Row label={t('orders.detail.tips')} amount={amounts.tips} currency={currency} />
      <Row label={t('orders.detail.total')} amount={amounts.total} currency={currency} strong />
    </Stack>
  );
}
