import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inquiryTextIssue } from '@comptoir/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMenuMakerInquiry } from '../api/service-inquiry';
import { ActionError } from '../../../components/ui/action-error';
import { fieldRule } from '../../../lib/form-rules';

/**
 * docs/menus.md#menu-maker: the menu maker needs activation by support; the message offers the activation request at
 * once.
 */
export function GateMessage() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { comment: '' },
    validate: { comment: fieldRule((comment: string) => inquiryTextIssue(comment), t) },
  });
  const inquiry = useMenuMakerInquiry();
  return (
    <Stack gap="md" maw={640}>
      <Alert color="orange" icon={<IconLock aria-hidden />} title={t('menuMaker.gate.title')} role="alert">
        <Text>{t('menuMaker.gate.text')}</Text>
      </Alert>
      <form
        aria-labelledby="menu-maker-inquiry"
        noValidate
        onSubmit={form.onSubmit(({ comment }) => {
          if (!inquiry.isPending && !inquiry.isSuccess) inquiry.mutate(comment);
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="menu-maker-inquiry">
            {t('menuMaker.gate.inquiryTitle')}
          </Title>
          <Textarea
            label={t('menuMaker.gate.comment')}
            {...form.getInputProps('comment')}
            disabled={inquiry.isSuccess}
            rows={3}
          />
          {inquiry.isSuccess ? (
            <Alert color="green" role="status">
              {t('menuMaker.gate.sent')}
            </Alert>
          ) : null}
          <ActionError error={inquiry.error} title={t('menuMaker.gate.failed')} />
          <Button type="submit" mih={48} loading={inquiry.isPending} disabled={inquiry.isSuccess}>
            {t('menuMaker.gate.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
