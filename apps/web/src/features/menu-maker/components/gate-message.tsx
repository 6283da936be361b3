import { useState } from 'react';
import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useMenuMakerInquiry } from '../api/service-inquiry';

/** SPEC §1: the menu maker needs activation by support; the message offers the activation request at once. */
export function GateMessage() {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const inquiry = useMenuMakerInquiry();
  return (
    <Stack gap="md" maw={640}>
      <Alert color="orange" icon={<IconLock aria-hidden />} title={t('menuMaker.gate.title')} role="alert">
        <Text>{t('menuMaker.gate.text')}</Text>
      </Alert>
      <Stack
        component="form"
        gap="sm"
        aria-labelledby="menu-maker-inquiry"
        onSubmit={(event) => {
          event.preventDefault();
          if (!inquiry.isPending && !inquiry.isSuccess) inquiry.mutate(comment);
        }}
      >
        <Title order={2} size="h4" id="menu-maker-inquiry">
          {t('menuMaker.gate.inquiryTitle')}
        </Title>
        <Textarea
          label={t('menuMaker.gate.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          disabled={inquiry.isSuccess}
          rows={3}
        />
        {inquiry.isSuccess ? (
          <Alert color="green" role="status">
            {t('menuMaker.gate.sent')}
          </Alert>
        ) : null}
        {inquiry.isError ? (
          <Alert color="red" role="alert">
            {`${t('menuMaker.gate.failed')} ${t(`errors.${getErrorCode(inquiry.error)}`)}`}
          </Alert>
        ) : null}
        <Button type="submit" mih={48} loading={inquiry.isPending} disabled={inquiry.isSuccess}>
          {t('menuMaker.gate.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
