import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/connection';
import { formatDateTime } from '../../lib/format';
import { useSentServiceInquiries } from './api/sent-service-inquiries';

const STATUS_COLORS = { OPEN: 'orange', ACCEPTED: 'teal', DECLINED: 'gray' } as const;

/** A company's latest requests and what its account manager answered (docs/services.md#requests). */
export function SentServiceInquiriesList() {
  const { t, i18n } = useTranslation();
  const { viewer } = useConnection();
  const sent = useSentServiceInquiries(viewer?.typename === 'Company');
  const requests = sent.data ?? [];
  if (requests.length === 0) return null;
  return (
    <Stack gap="xs" w="100%" ta="left">
      <Title order={2} size="h4">
        {t('misc.sentTitle')}
      </Title>
      <List spacing="sm" listStyleType="none">
        {requests.map((request) => (
          <List.Item key={request.id}>
            <Group gap="xs" wrap="wrap">
              <Badge color={STATUS_COLORS[request.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`misc.sentStatus.${request.status}`)}
              </Badge>
              <Text size="sm">
                {request.services.map((service) => t(`services.${service}`, { defaultValue: service })).join(', ')}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(request.createdAt, i18n.language)}
              </Text>
            </Group>
            {request.response ? (
              <Text size="sm" mt={4}>
                {t('misc.sentResponse', { message: request.response })}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
