import { Divider, Stack, Text } from '@mantine/core';
import { clientDisplayName } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { shownLineRow } from '../../../components/order-lines/order-line-input';
import { OrderLineList } from '../../../components/order-lines/order-line-list';
import { OrderMoney } from '../../../components/order-lines/order-money';
import type { DisputeOrder } from '../api/dispute-for-cart';

type DisputeOrderDetailProps = { order: DisputeOrder; currency: string };

/**
 * Dispute modal body (docs/screens.md#dispute-modal): client, lines, disposable cutlery flag, payment method, totals,
 * address.
 */
export function DisputeOrderDetail({ order, currency }: DisputeOrderDetailProps) {
  const { t } = useTranslation();
  const client = clientDisplayName(order.client);
  const address = order.deliveryLocation
    ? [order.deliveryLocation.adresse, order.deliveryLocation.postalCode, order.deliveryLocation.city]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <Stack gap="xs" component="section" aria-label={t('disputes.modal.order')}>
      <Text fw={800}>{client || t('disputes.modal.unknownClient')}</Text>
      <OrderLineList lines={order.orders.map(shownLineRow)} currency={currency} />
      <Text fw={700}>
        {order.isSingleUseItemsIncluded ? t('disputes.modal.cutleryYes') : t('disputes.modal.cutleryNo')}
      </Text>
      <Text>{t('disputes.modal.payment', { method: t(`orders.paymentMethods.${order.paymentMethod}`) })}</Text>
      <Divider />
      <OrderMoney amounts={order} currency={currency} />
      {address ? <Text>{t('disputes.modal.address', { address })}</Text> : null}
    </Stack>
  );
}
