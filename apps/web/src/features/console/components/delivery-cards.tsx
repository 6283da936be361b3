import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { WebhookDelivery } from '../api/webhook-deliveries';
import { toEventName } from '../lib/delivery-filters';
import { DeliveryStatusBadge } from './delivery-status-badge';

type DeliveryCardsProps = {
  deliveries: readonly WebhookDelivery[];
  onOpen: (deliveryId: string) => void;
  onRedeliver: (deliveryId: string) => void;
  redelivering: string | null;
};

/** The log on a phone or a narrow tablet column: one card per delivery, the same facts as the table's row. */
export function DeliveryCards({ deliveries, onOpen, onRedeliver, redelivering }: DeliveryCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('console.log.title')}>
      {deliveries.map((delivery) => {
        const event = toEventName(delivery.event);
        return (
          <Paper
            component="li"
            key={delivery.deliveryId}
            withBorder
            p="sm"
            radius="sm"
            data-delivery-id={delivery.deliveryId}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <UnstyledButton
                  onClick={() => onOpen(delivery.deliveryId)}
                  aria-label={t('console.log.openDelivery', { event })}
                  ff="monospace"
                  fw={600}
                  c="blue"
                  mih={40}
                  miw={0}
                >
                  <Text span inherit truncate="end">
                    {event}
                  </Text>
                </UnstyledButton>
                <DeliveryStatusBadge status={delivery.status} />
              </Group>
              <Text size="sm">
                {[delivery.companyName, formatDateTime(delivery.createdAt, i18n.language)].filter(Boolean).join(' · ')}
              </Text>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {t('console.log.statusCode')} {delivery.lastStatusCode ?? '—'} · {t('console.log.attempts')}{' '}
                  {delivery.attemptCount}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  mih={40}
                  loading={redelivering === delivery.deliveryId}
                  onClick={() => onRedeliver(delivery.deliveryId)}
                >
                  {t('console.log.redeliver')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
