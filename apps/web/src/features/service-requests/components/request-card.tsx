import { useState } from 'react';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import type { ServiceInquiry } from '../api/service-inquiries';
import { AcceptRequestModal } from './accept-request-modal';
import { DeclineRequestModal } from './decline-request-modal';

const STATUS_COLORS = { OPEN: 'orange', ACCEPTED: 'teal', DECLINED: 'gray' } as const;

export function RequestCard({ request }: { request: ServiceInquiry }) {
  const { t, i18n } = useTranslation();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const sentAt = formatDateTime(request.createdAt, i18n.language) ?? '';
  const answeredAt = formatDateTime(request.answeredAt, i18n.language) ?? '';

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('serviceRequests.cardLabel', { company: request.company?.name ?? '—' })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {request.company ? (
            <Anchor component={Link} to={`/company/${request.company.id}/show`} fw={600} size="lg">
              {request.company.name}
            </Anchor>
          ) : (
            <Text fw={600} size="lg">
              {t('serviceRequests.noCompany')}
            </Text>
          )}
          <Badge color={STATUS_COLORS[request.status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {t(`serviceRequests.status.${request.status}`)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          {request.services.map((service) => (
            <Badge key={service} variant="outline" size="lg">
              {t(`services.${service}`, { defaultValue: service })}
            </Badge>
          ))}
        </Group>
        {request.comment ? (
          <Blockquote p="xs" fz="sm">
            {request.comment}
          </Blockquote>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('serviceRequests.sentBy', { who: request.requestedBy ?? '—', when: sentAt })}
        </Text>
        {request.status === 'ACCEPTED' ? (
          <Text size="sm">{t('serviceRequests.acceptedBy', { who: request.answeredBy ?? '—', when: answeredAt })}</Text>
        ) : null}
        {request.status === 'DECLINED' ? (
          <Text size="sm">
            {t('serviceRequests.declinedBy', {
              who: request.answeredBy ?? '—',
              when: answeredAt,
              message: request.response ?? '',
            })}
          </Text>
        ) : null}
        {request.status === 'OPEN' && request.company ? (
          <Group gap="sm">
            <Button mih={48} onClick={() => setAnswering('accept')}>
              {t('serviceRequests.accept')}
            </Button>
            <Button mih={48} variant="default" onClick={() => setAnswering('decline')}>
              {t('serviceRequests.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <AcceptRequestModal request={request} opened={answering === 'accept'} onClose={() => setAnswering(null)} />
      <DeclineRequestModal request={request} opened={answering === 'decline'} onClose={() => setAnswering(null)} />
    </Paper>
  );
}
