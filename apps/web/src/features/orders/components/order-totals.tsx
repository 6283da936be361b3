import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { OrderMoney } from '../../../components/order-lines/order-money';
import type { Cart } from '../api/cart-fields';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 800 : 500}>{label}</Text>
      <Text fw={strong ? 800 : 600}>{value}</Text>
    </Group>
  );
}

export function OrderTotals({ cart, currency }: { cart: Cart; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap={4}>
      <OrderMoney amounts={cart} currency={currency} />
      {/* The server sends VAT to administrators only (null for everyone else). */}
      {cart.vatByRate?.map((vat) => (
        <Row key={vat.rate} label={t('orders.detail.vatRate', { rate: vat.rate })} value={money(vat.amount)} />
      ))}
    </Stack>
  );
}
