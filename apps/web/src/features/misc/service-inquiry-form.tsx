import { useState } from 'react';
import { Alert, Button, MultiSelect, Stack, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '../../lib/graphql-errors';
import { sentServiceInquiriesQueryOptions } from './sent-service-inquiries';
import { sendServiceInquiry } from './service-inquiry';
import { SERVICE_CODES, type ServiceCode } from '@comptoir/domain';

/** The activation request of SPEC §1: recorded for the account managers, who answer it. */
export function ServiceInquiryForm({ service }: { service: ServiceCode | null }) {
  const { t } = useTranslation();
  const [services, setServices] = useState<string[]>(service ? [service] : []);
  const [comment, setComment] = useState('');
  const queryClient = useQueryClient();
  const inquiry = useMutation({
    mutationFn: () => sendServiceInquiry(services, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentServiceInquiriesQueryOptions().queryKey }),
  });
  const sent = inquiry.isSuccess;

  return (
    <Stack
      component="form"
      gap="sm"
      w="100%"
      ta="left"
      aria-labelledby="service-inquiry-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!inquiry.isPending && !sent && services.length > 0) inquiry.mutate();
      }}
    >
      <Title order={2} size="h3" id="service-inquiry-title">
        {t('misc.inquiryTitle')}
      </Title>
      <MultiSelect
        label={t('misc.inquiryServices')}
        data={SERVICE_CODES.map((code) => ({ value: code, label: t(`services.${code}`) }))}
        value={services}
        onChange={setServices}
        disabled={sent}
        required
        size="md"
      />
      <Textarea
        label={t('misc.inquiryComment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        disabled={sent}
        rows={3}
        size="md"
      />
      {sent ? (
        <Alert color="green" role="status">
          {t('misc.inquirySent')}
        </Alert>
      ) : null}
      {inquiry.isError ? (
        <Alert color="red" role="alert">
          {`${t('misc.inquiryFailed')} ${t(`errors.${getErrorCode(inquiry.error)}`)}`}
        </Alert>
      ) : null}
      <Button type="submit" mih={48} loading={inquiry.isPending} disabled={sent || services.length === 0}>
        {t('misc.inquirySubmit')}
      </Button>
    </Stack>
  );
}
