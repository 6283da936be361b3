import { Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { canPerform, clientDisplayName, formatMoney, showReadyButton } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { Cart } from '../api/cart-fields';
import { toOrderFacts } from '../lib/order-facts';
import { formatFullName } from '../lib/people';
import { formatTimeAgo } from '../lib/time-ago';
import { AcceptCountdown } from './accept-countdown';
import { CardEventButton } from './card-event-button';
import { PhotoUploadButton } from './photo-upload-button';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

type OrderCardProps = { cart: Cart; currency: string; now: number; onOpen: (cartId: number) => void };

export function OrderCard({ cart, currency, now, onOpen }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const facts = toOrderFacts(cart);
  const client = clientDisplayName(cart.client);
  const phone = [cart.client?.fakePhone, cart.client?.pinPhone ? `${t('orders.pin')} ${cart.client.pinPhone}` : null]
    .filter(Boolean)
    .join(' · ');
  const courier = formatFullName(cart.courser);

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={t('orders.cardLabel', { displayId: cart.displayId })}
    >
      <UnstyledButton onClick={() => onOpen(cart.id)} mih={48}>
        {/*
          Named by what it does, then by all it shows: an aria-label would leave out the words on the card
          (docs/accessibility.md#names).
        */}
        <VisuallyHidden>{t('orders.openOrder', { displayId: cart.displayId })}</VisuallyHidden>
        {/* A narrow card puts the status under the order rather than cutting it to its first letter. */}
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <PlatformLogo platform={cart.restaurant.platform.name} size={40} />
            <Stack gap={0}>
              <Text fw={800} size="lg">
                #{cart.displayId}
              </Text>
              <Text fw={600}>{cart.restaurant.title}</Text>
            </Stack>
          </Group>
          <Stack gap={4} align="flex-end">
            <OrderStatusBadge status={cart.status} />
            <Text size="sm" c="dimmed" fw={600}>
              {formatTimeAgo(cart.createdAt, now, i18n.language)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2} mt="sm">
          <Text>
            {t('orders.client')}: <strong>{client || t('orders.unknownClient')}</strong>
            {phone ? ` — ${phone}` : ''}
          </Text>
          <Text>
            {t('orders.courier')}: <strong>{courier ?? t('orders.noCourier')}</strong>
          </Text>
          <Text fw={800} size="xl">
            {formatMoney(cart.total, currency)}
          </Text>
        </Stack>
      </UnstyledButton>
      <Group mt="sm" gap="sm">
        <AcceptCountdown cart={cart} />
        {facts && canPerform('accept', facts) ? (
          <CardEventButton cartId={cart.id} displayId={cart.displayId} facts={facts} action="accept" />
        ) : null}
        {facts && showReadyButton(facts) ? (
          <CardEventButton cartId={cart.id} displayId={cart.displayId} facts={facts} action="ready" />
        ) : null}
        {facts && canPerform('uploadPhoto', facts) ? (
          <PhotoUploadButton cartId={cart.id} displayId={cart.displayId} />
        ) : null}
      </Group>
    </Card>
  );
}
