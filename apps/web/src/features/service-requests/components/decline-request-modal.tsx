import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/field-errors';
import { useDeclineServiceInquiry } from '../api/answer-service-inquiry';
import type { ServiceInquiry } from '../api/service-inquiries';
import { AnswerModal } from './answer-modal';

type Props = { request: ServiceInquiry; opened: boolean; onClose: () => void };

const MESSAGE_MAX = 1000;

/** Declining sends the company the manager's message, by e-mail and on its requests. */
export function DeclineRequestModal({ request, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const decline = useDeclineServiceInquiry();
  const fieldErrors = useFieldErrors()(decline.error);
  const company = request.company?.name ?? '';
  const blank = message.trim() === '';
  const localError = touched && blank ? t('validation.field_required') : null;
  const submit = () => {
    setTouched(true);
    if (blank) return;
    decline.mutate(
      { id: request.id, message },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('serviceRequests.declined', { company }) });
          onClose();
        },
      },
    );
  };

  return (
    <AnswerModal
      title={t('serviceRequests.declineTitle', { company })}
      opened={opened}
      onClose={onClose}
      error={fieldErrors.message ? null : decline.error}
      pending={decline.isPending}
      confirm={{ label: t('serviceRequests.confirmDecline'), color: 'red', onClick: submit }}
    >
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
    </AnswerModal>
  );
}
