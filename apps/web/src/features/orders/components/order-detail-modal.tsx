import { useEffect } from 'react';
import { Box, CloseButton, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { clientDisplayName, isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../api/cart-fields';
import { toOrderFacts } from '../lib/order-facts';
import { OrderActions } from './order-actions';
import { OrderPhotos } from './order-photos';
import { OrderTotals } from './order-totals';
import { inkOn } from '../../../lib/theme/readable-colors';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { AcceptCountdown } from './accept-countdown';
import { OrderLineList } from '../../../components/order-lines/order-line-list';
import { shownLineRow } from '../../../components/order-lines/order-line-input';
import { formatDateTime } from '../../../lib/format';
import { reportOrderOpened } from '../lib/new-order-ringer';

type OrderDetailModalProps = { cart: Cart | null; currency: string; onClose: () => void };

// The header's time: when a planned order is due, when it was delivered, else when it was placed.
function orderTime(cart: Cart): { key: string; at: string } {
  if (cart.scheduledFor) return { key: 'orders.detail.scheduledFor', at: cart.scheduledFor };
  if (cart.livredAt) return { key: 'orders.detail.deliveredAt', at: cart.livredAt };
  return { key: 'orders.detail.orderedAt', at: cart.createdAt };
}

function platformColor(cart: Cart): string {
  const code = cart.restaurant.platform.name;
  return isPlatformCode(code) ? PLATFORMS[code].color : cart.restaurant.platform.color;
}

export function OrderDetailModal({ cart, currency, onClose }: OrderDetailModalProps) {
  const { t, i18n } = useTranslation();
  const facts = cart ? toOrderFacts(cart) : null;
  const openId = cart?.id ?? null;
  // Opening a new order is hearing it: it stops ringing (docs/orders.md#new-order-alert).
  useEffect(() => {
    if (openId !== null) reportOrderOpened(openId);
  }, [openId]);
  const when = cart ? orderTime(cart) : null;
  const deliveryTime = cart && when ? formatDateTime(when.at, i18n.language, cart.restaurant.timezone) : null;
  const address = cart?.deliveryLocation
    ? [
        cart.deliveryLocation.adresse,
        cart.deliveryLocation.postalCode,
        cart.deliveryLocation.city,
        cart.deliveryLocation.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <Modal.Root opened={cart !== null} onClose={onClose} size="lg" padding={0}>
      <Modal.Overlay />
      <Modal.Content aria-label={cart ? t('orders.detail.title', { displayId: cart.displayId }) : undefined}>
        {cart ? (
          <>
            {/* The platform's colour, with black or white words, whichever reads (docs/accessibility.md#contrast). */}
            <Box bg={platformColor(cart)} c={inkOn(platformColor(cart))} p="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={0}>
                  <Title order={2} c="inherit">
                    #{cart.displayId}
                  </Title>
                  <Text fw={700}>{cart.restaurant.title}</Text>
                  {when && deliveryTime ? <Text>{t(when.key, { time: deliveryTime })}</Text> : null}
                </Stack>
                <Group gap="sm">
                  <OrderStatusBadge status={cart.status} />
                  <CloseButton size={48} variant="filled" aria-label={t('orders.detail.close')} onClick={onClose} />
                </Group>
              </Group>
            </Box>
            <Stack p="md" gap="md">
              <AcceptCountdown cart={cart} />
              <Paper bg="blue.0" c="dark.9" p="sm" radius="md" component="section" aria-label={t('orders.client')}>
                <Text fw={800} size="lg">
                  {clientDisplayName(cart.client) || t('orders.unknownClient')}
                </Text>
                <Text>{t('orders.detail.orderCount', { number: cart.orderCount })}</Text>
              </Paper>
              <OrderLineList lines={cart.orders.map(shownLineRow)} currency={currency} />
              {cart.specialInstructions ? (
                <Text>{t('orders.detail.specialNote', { note: cart.specialInstructions })}</Text>
              ) : null}
              {cart.isSingleUseItemsIncluded ? (
                <Text fw={700} c="orange">
                  {t('orders.detail.singleUse')}
                </Text>
              ) : null}
              <Text>{t('orders.detail.payment', { method: t(`orders.paymentMethods.${cart.paymentMethod}`) })}</Text>
              <Divider />
              <OrderTotals cart={cart} currency={currency} />
              {address ? <Text>{t('orders.detail.address', { address })}</Text> : null}
              <OrderPhotos images={cart.cartImages} />
              <Divider />
              {facts ? <OrderActions key={cart.id} cart={cart} facts={facts} /> : null}
            </Stack>
          </>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
