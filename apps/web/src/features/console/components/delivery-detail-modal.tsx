import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { WebhookDelivery } from '../api/webhook-deliveries';
import { toEventName } from '../lib/delivery-filters';
import { prettyPayload } from '../lib/pretty-payload';
import { DeliveryStatusBadge } from './delivery-status-badge';

type DeliveryDetailModalProps = {
  delivery: WebhookDelivery | null;
  onClose: () => void;
  onRedeliver: (deliveryId: string) => void;
  redelivering: boolean;
};

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One delivery: its body as posted, and every attempt with what the receiver answered. */
export function DeliveryDetailModal({ delivery, onClose, onRedeliver, redelivering }: DeliveryDetailModalProps) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const at = (iso: string | null | undefined) => formatDateTime(iso, i18n.language) ?? '—';

  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={delivery ? toEventName(delivery.event) : ''}
      size="xl"
      fullScreen={narrow === true}
      centered
    >
      {delivery ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('console.detail.deliveryId')}>
              <Code>{delivery.deliveryId}</Code>
            </Fact>
            <Fact label={t('console.log.status')}>
              <DeliveryStatusBadge status={delivery.status} />
            </Fact>
            <Fact label={t('console.log.company')}>{delivery.companyName ?? '—'}</Fact>
            <Fact label={t('console.detail.createdAt')}>{at(delivery.createdAt)}</Fact>
            {delivery.deliveredAt ? (
              <Fact label={t('console.detail.deliveredAt')}>{at(delivery.deliveredAt)}</Fact>
            ) : null}
            {delivery.nextAttemptAt ? (
              <Fact label={t('console.detail.nextAttemptAt')}>{at(delivery.nextAttemptAt)}</Fact>
            ) : null}
            {delivery.status === 'DELIVERED' ? null : (
              <Fact label={t('console.detail.giveUpAt')}>{at(delivery.giveUpAt)}</Fact>
            )}
          </SimpleGrid>
          {delivery.lastError ? (
            <Alert color="red" variant="light" title={t('console.detail.lastError')}>
              <Text size="sm" style={WRAP}>
                {delivery.lastError}
              </Text>
            </Alert>
          ) : null}
          <Group>
            <Button variant="light" mih={48} loading={redelivering} onClick={() => onRedeliver(delivery.deliveryId)}>
              {t('console.log.redeliver')}
            </Button>
          </Group>
          <Title order={3} size="h5">
            {t('console.detail.payload')}
          </Title>
          <ScrollArea.Autosize mah={320} type="auto">
            <Code block aria-label={t('console.detail.payload')} style={{ whiteSpace: 'pre' }}>
              {prettyPayload(delivery.payload)}
            </Code>
          </ScrollArea.Autosize>
          <Title order={3} size="h5">
            {t('console.detail.attempts', { count: delivery.attempts.length })}
          </Title>
          {delivery.attempts.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('console.detail.noAttempt')}
            </Text>
          ) : null}
          <Stack
            gap="sm"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('console.detail.attemptList')}
          >
            {delivery.attempts.map((attempt, index) => (
              <Paper component="li" key={`${attempt.attemptedAt}-${index}`} withBorder p="sm" radius="sm">
                <Stack gap="xs">
                  <Group gap="sm" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {at(attempt.attemptedAt)}
                    </Text>
                    <Badge
                      color={attempt.statusCode !== null && attempt.statusCode < 300 ? 'green' : 'red'}
                      variant="light"
                    >
                      {attempt.statusCode ?? t('console.detail.noAnswer')}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {t('console.detail.duration', { ms: attempt.durationMs })}
                    </Text>
                  </Group>
                  <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {attempt.url}
                  </Text>
                  {attempt.error ? (
                    <Text size="sm" c="red" style={WRAP}>
                      {attempt.error}
                    </Text>
                  ) : null}
                  {attempt.responseExcerpt ? (
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed">
                        {t('console.detail.response')}
                      </Text>
                      <Code block style={WRAP}>
                        {attempt.responseExcerpt}
                      </Code>
                    </Stack>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
