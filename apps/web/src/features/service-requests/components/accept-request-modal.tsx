import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SERVICE_CODES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/field-errors';
import { getErrorReason } from '../../../lib/graphql-errors';
import { useAcceptServiceInquiry } from '../api/answer-service-inquiry';
import type { ServiceInquiry } from '../api/service-inquiries';

type Props = { request: ServiceInquiry; opened: boolean; onClose: () => void };

/** Accepting switches the chosen services on for the company at once: the ones asked for, unless the manager changes them. */
export function AcceptRequestModal({ request, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [services, setServices] = useState<string[]>(request.services);
  const accept = useAcceptServiceInquiry();
  const submit = () =>
    accept.mutate(
      { id: request.id, services },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('serviceRequests.accepted', { company: request.company?.name ?? '' }) });
          onClose();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('serviceRequests.acceptTitle', { company: request.company?.name ?? '' })} centered>
      <Stack gap="sm">
        <Text size="sm">{t('serviceRequests.acceptIntro')}</Text>
        <Checkbox.Group value={services} onChange={setServices} label={t('serviceRequests.servicesToSwitchOn')}>
          <Stack gap="xs" mt="xs">
            {SERVICE_CODES.map((service) => (
              <Checkbox key={service} value={service} label={t(`services.${service}`)} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
        {accept.isError ? (
          <Alert color="red" role="alert">
            {getErrorReason(accept.error) === 'ALREADY_ANSWERED' ? t('serviceRequests.alreadyAnswered') : describeRequestError(accept.error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={48} onClick={onClose}>
            {t('serviceRequests.cancel')}
          </Button>
          <Button mih={48} loading={accept.isPending} disabled={services.length === 0} onClick={submit}>
            {t('serviceRequests.confirmAccept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
