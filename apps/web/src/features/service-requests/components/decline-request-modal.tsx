import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { describeRequestError, useFieldErrors } from '../../../lib/field-errors';
import { getErrorReason } from '../../../lib/graphql-errors';
import { useDeclineServiceInquiry } from '../api/answer-service-inquiry';
import type { ServiceInquiry } from '../api/service-inquiries';

type Props = { request: ServiceInquiry; opened: boolean; onClose: () => void };

const MESSAGE_MAX = 1000;

/** Declining sends the company the manager's message, by e-mail and on its requests. */
export function DeclineRequestModal({ request, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const decline = useDeclineServiceInquiry();
  const fieldErrors = useFieldErrors()(decline.error);
  const blank = message.trim() === '';
  const localError = touched && blank ? t('validation.field_required') : null;
  const submit = () => {
    setTouched(true);
    if (blank) return;
    decline.mutate(
      { id: request.id, message },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('serviceRequests.declined', { company: request.company?.name ?? '' }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('serviceRequests.declineTitle', { company: request.company?.name ?? '' })} centered>
      <Stack gap="sm">
        <Text size="sm">{t('serviceRequests.declineIntro')}</Text>
        <Textarea
          label={t('serviceRequests.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={localError ?? fieldErrors.message}
          maxLength={MESSAGE_MAX}
          rows={4}
          required
          data-autofocus
        />
        {decline.isError && !fieldErrors.message ? (
          <Alert color="red" role="alert">
            {getErrorReason(decline.error) === 'ALREADY_ANSWERED' ? t('serviceRequests.alreadyAnswered') : describeRequestError(decline.error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={48} onClick={onClose}>
            {t('serviceRequests.cancel')}
          </Button>
          <Button color="red" mih={48} loading={decline.isPending} onClick={submit}>
            {t('serviceRequests.confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
