import { Alert, Button, MultiSelect, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { inquiryServicesIssue, inquiryTextIssue, SERVICE_CODES, type ServiceCode } from '@comptoir/domain';
import { ActionError } from '../../components/ui/action-error';
import { fieldRule } from '../../lib/form-rules';
import { useSendServiceInquiry } from './api/send-service-inquiry';

/** The activation request (docs/services.md#requests): recorded for the account managers, who answer it. */
export function ServiceInquiryForm({ service }: { service: ServiceCode | null }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { services: service ? [service] : [], comment: '' },
    validate: {
      services: fieldRule((services: string[]) => inquiryServicesIssue(services), t),
      comment: fieldRule((comment: string) => inquiryTextIssue(comment), t),
    },
  });
  const inquiry = useSendServiceInquiry();
  // Sent is a lasting state of this page, not a passing toast: the form stays shown, locked, under its answer.
  const sent = inquiry.isSuccess;

  return (
    <form
      style={{ width: '100%' }}
      aria-labelledby="service-inquiry-title"
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!inquiry.isPending && !sent) inquiry.mutate(values);
      })}
    >
      <Stack gap="sm" ta="left">
        <Title order={2} size="h3" id="service-inquiry-title">
          {t('misc.inquiryTitle')}
        </Title>
        <MultiSelect
          label={t('misc.inquiryServices')}
          data={SERVICE_CODES.map((code) => ({ value: code, label: t(`services.${code}`) }))}
          {...form.getInputProps('services')}
          disabled={sent}
          required
          size="md"
        />
        <Textarea
          label={t('misc.inquiryComment')}
          {...form.getInputProps('comment')}
          disabled={sent}
          rows={3}
          size="md"
        />
        {sent ? (
          <Alert color="green" role="status">
            {t('misc.inquirySent')}
          </Alert>
        ) : null}
        <ActionError error={inquiry.error} title={t('misc.inquiryFailed')} />
        <Button
          type="submit"
          mih={48}
          loading={inquiry.isPending}
          disabled={sent || form.getValues().services.length === 0}
        >
          {t('misc.inquirySubmit')}
        </Button>
      </Stack>
    </form>
  );
}
