import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { DisputeOrder } from '../api/dispute-for-cart';

type DisputeOrderDetailProps = { order: DisputeOrder; currency: string };

function MoneyRow({ label, amount, currency, strong = false }: { label: string; amount: number; currency: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 800 : 400}>{label}</Text>
      <Text fw={strong ? 800 : 400}>{formatMoney(amount, currency)}</Text>
    </Group>
  );
}

/** SPEC §2 dispute modal body: client, lines, disposable cutlery flag, payment method, totals, address. */
export function DisputeOrderDetail({ order, currency }: DisputeOrderDetailProps) {
  const { t } = useTranslation();
  const client = [order.client?.firstName, order.client?.lastName ? `${order.client.lastName.charAt(0)}.` : null].filter(Boolean).join(' ');
  const address = order.deliveryLocation ? [order.deliveryLocation.adresse, order.deliveryLocation.postalCode, order.deliveryLocation.city].filter(Boolean).join(', ') : '';
  return (
    <Stack gap="xs" component="section" aria-label={t('disputes.modal.order')}>
      <Text fw={800}>{client || t('disputes.modal.unknownClient')}</Text>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.orders.map((line, index) => (
          <li key={index}>
            <Group justify="space-between" wrap="nowrap">
              <Text>
                {line.quantity} × {line.item.title}
              </Text>
              <Text>{formatMoney(line.price * line.quantity, currency)}</Text>
            </Group>
            {line.customisations.length > 0 ? (
              <Text size="sm" c="dimmed">
                {line.customisations.map((option) => (option.quantity > 1 ? `${option.quantity} × ${option.customisation.title}` : option.customisation.title)).join(', ')}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      <Text fw={700}>{order.isSingleUseItemsIncluded ? t('disputes.modal.cutleryYes') : t('disputes.modal.cutleryNo')}</Text>
      <Text>{t('disputes.modal.payment', { method: t(`orders.paymentMethods.${order.paymentMethod}`) })}</Text>
      <Divider />
      <MoneyRow label={t('disputes.modal.subtotal')} amount={order.subtotal} currency={currency} />
      {order.promo > 0 ? <MoneyRow label={t('disputes.modal.promo')} amount={-order.promo} currency={currency} /> : null}
      {order.deliveryPrice > 0 ? <MoneyRow label={t('disputes.modal.deliveryPrice')} amount={order.deliveryPrice} currency={currency} /> : null}
      {order.tips > 0 ? <MoneyRow label={t('disputes.modal.tips')} amount={order.tips} currency={currency} /> : null}
      <MoneyRow label={t('disputes.modal.total')} amount={order.total} currency={currency} strong />
      {address ? <Text>{t('disputes.modal.address', { address })}</Text> : null}
    </Stack>
  );
}
