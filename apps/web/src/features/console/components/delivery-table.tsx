import { Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { WebhookDelivery } from '../api/webhook-deliveries';
import { toEventName } from '../lib/delivery-filters';
import { DeliveryStatusBadge } from './delivery-status-badge';

type DeliveryTableProps = {
  deliveries: readonly WebhookDelivery[];
  onOpen: (deliveryId: string) => void;
  onRedeliver: (deliveryId: string) => void;
  /** The delivery being sent again, whose button shows it is working. */
  redelivering: string | null;
};

/** The log, newest first; on a narrow screen the table scrolls sideways inside its own box. */
export function DeliveryTable({ deliveries, onOpen, onRedeliver, redelivering }: DeliveryTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('console.log.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.log.event')}</Table.Th>
            <Table.Th>{t('console.log.company')}</Table.Th>
            <Table.Th>{t('console.log.status')}</Table.Th>
            <Table.Th>{t('console.log.statusCode')}</Table.Th>
            <Table.Th>{t('console.log.time')}</Table.Th>
            <Table.Th ta="right">{t('console.log.attempts')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('console.log.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr
              key={delivery.deliveryId}
              onClick={() => onOpen(delivery.deliveryId)}
              style={{ cursor: 'pointer' }}
              data-delivery-id={delivery.deliveryId}
            >
              <Table.Td>
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(delivery.deliveryId);
                  }}
                  aria-label={t('console.log.openDelivery', { event: toEventName(delivery.event) })}
                  ff="monospace"
                  fz="sm"
                  fw={600}
                  c="blue"
                  mih={40}
                >
                  {toEventName(delivery.event)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                {delivery.companyName ?? (
                  <Text c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DeliveryStatusBadge status={delivery.status} />
              </Table.Td>
              <Table.Td ff="monospace">{delivery.lastStatusCode ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.createdAt, i18n.language)}</Table.Td>
              <Table.Td ta="right">{delivery.attemptCount}</Table.Td>
              <Table.Td>
                <Group justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    mih={36}
                    loading={redelivering === delivery.deliveryId}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRedeliver(delivery.deliveryId);
                    }}
                  >
                    {t('console.log.redeliver')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
