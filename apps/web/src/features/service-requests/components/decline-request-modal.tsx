import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INQUIRY_COMMENT_MAX, inquiryTextIssue } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { fieldRule, formLevelError, setServerFieldErrors } from '../../../lib/form-rules';
import { useDeclineServiceInquiry } from '../api/decline-service-inquiry';
import type { ServiceInquiry } from '../api/service-inquiries';
import { AnswerModal } from './answer-modal';
import { notifySuccess } from '../../../components/ui/notify';

type Props = { request: ServiceInquiry; opened: boolean; onClose: () => void };

/** Declining sends the company the manager's message, by e-mail and on its requests. */
export function DeclineRequestModal({ request, opened, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { message: '' },
    validate: { message: fieldRule((message: string) => inquiryTextIssue(message, true), t) },
    validateInputOnBlur: true,
  });
  const decline = useDeclineServiceInquiry();
  const company = request.company?.name ?? '';
  const submit = form.onSubmit(({ message }) =>
    decline.mutate(
      { id: request.id, message },
      {
        onSuccess: () => {
          notifySuccess(t('serviceRequests.declined', { company }));
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error, t),
      },
    ),
  );

  return (
    <AnswerModal
      title={t('serviceRequests.declineTitle', { company })}
      opened={opened}
      onClose={onClose}
      error={formLevelError(form, decline.error)}
      pending={decline.isPending}
      confirm={{ label: t('serviceRequests.confirmDecline'), color: 'red', onClick: () => submit() }}
    >
      <Text size="sm">{t('serviceRequests.declineIntro')}</Text>
      <Textarea
        label={t('serviceRequests.message')}
        {...form.getInputProps('message')}
        maxLength={INQUIRY_COMMENT_MAX}
        rows={4}
        required
        data-autofocus
      />
    </AnswerModal>
  );
}
