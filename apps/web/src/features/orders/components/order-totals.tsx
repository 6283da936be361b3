import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderMoney } from '../../../components/order-lines/order-money';
import { VatRatesTable } from '../../../components/vat-rates-table/vat-rates-table';
import type { Cart } from '../api/cart-fields';

export function OrderTotals({ cart, currency }: { cart: Cart; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <OrderMoney amounts={cart} currency={currency} />
      {/* The server sends VAT to administrators only (null for everyone else): the order's stored split, as the VAT
          report counts it (docs/money.md#one-vat-split-per-order); a canceled order has none. */}
      {cart.vatByRate && cart.vatByRate.length > 0 ? (
        <Stack gap={4} mt="sm">
          <Text fw={700}>{t('orders.detail.vatSplit')}</Text>
          <VatRatesTable rates={cart.vatByRate} currency={currency} minWidth={300} />
        </Stack>
      ) : null}
    </Stack>
  );
}
