import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { SERVICE_CODES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useAcceptServiceInquiry } from '../api/accept-service-inquiry';
import type { ServiceInquiry } from '../api/service-inquiries';
import { AnswerModal } from './answer-modal';
import { notifySuccess } from '../../../components/ui/notify';

type Props = { request: ServiceInquiry; opened: boolean; onClose: () => void };

/**
 * Accepting switches the chosen services on for the company at once: the ones asked for, unless the manager changes
 * them.
 */
export function AcceptRequestModal({ request, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [services, setServices] = useState<string[]>(request.services);
  const accept = useAcceptServiceInquiry();
  const company = request.company?.name ?? '';
  const submit = () =>
    accept.mutate(
      { id: request.id, services },
      {
        onSuccess: () => {
          notifySuccess(t('serviceRequests.accepted', { company }));
          onClose();
        },
      },
    );

  return (
    <AnswerModal
      title={t('serviceRequests.acceptTitle', { company })}
      opened={opened}
      onClose={onClose}
      error={accept.error}
      pending={accept.isPending}
      confirm={{ label: t('serviceRequests.confirmAccept'), disabled: services.length === 0, onClick: submit }}
    >
      <Text size="sm">{t('serviceRequests.acceptIntro')}</Text>
      <Checkbox.Group value={services} onChange={setServices} label={t('serviceRequests.servicesToSwitchOn')}>
        <Stack gap="xs" mt="xs">
          {SERVICE_CODES.map((service) => (
            <Checkbox key={service} value={service} label={t(`services.${service}`)} size="md" />
          ))}
        </Stack>
      </Checkbox.Group>
    </AnswerModal>
  );
}
