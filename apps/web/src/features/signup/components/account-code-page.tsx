import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { compactDigits, isAccountCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import { reloadTo } from '../../../lib/navigation';
import { getSession, saveToken } from '../../../lib/session';
import { useRequestResetCode } from '../api/request-reset-code';
import { useValidateAccountCode } from '../api/validate-account-code';
import { describeRequestError, readFieldErrors } from '../lib/field-errors';

// Between two requests for a new code; the server allows three an hour (docs/accounts.md#sign-up).
export const RESEND_COOLDOWN_SECONDS = 60;

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_COOLDOWN_SECONDS)];
}

type AccountCodePageProps = { onSignOut: () => void };

/** The screen of a company waiting for its e-mailed code: type it, or ask for a new one. */
export function AccountCodePage({ onSignOut }: AccountCodePageProps) {
  const { t, i18n } = useTranslation();
  const { viewer } = useConnection();
  const email = viewer?.email ?? '';
  const validate = useValidateAccountCode();
  const resend = useRequestResetCode();
  const [cooldown, startCooldown] = useCountdown();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => { const key = isAccountCode(value); return key ? t(`validation.${key}`) : null; } },
  });
  const busy = validate.isPending || redirecting;

  function submit({ code }: { code: string }) {
    const token = getSession().token;
    if (busy || !token) return;
    validate.mutate(
      { token, code: compactDigits(code) },
      {
        onSuccess: ({ validateAccountCode }) => {
          setRedirecting(true);
          saveToken(validateAccountCode.token);
          reloadTo('/');
        },
        onError: (error) => form.setErrors(readFieldErrors(error, t, (key) => i18n.exists(key))),
      },
    );
  }

  function requestCode() {
    const token = getSession().token;
    if (!token || cooldown > 0) return;
    validate.reset();
    resend.mutate({ token, email }, { onSuccess: startCooldown });
  }

  const fieldErrorShown = validate.isError && Object.keys(readFieldErrors(validate.error, t, (key) => i18n.exists(key))).length > 0;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('signup.code.title')}
              </Title>
              <Text>{t('signup.code.sent', { email })}</Text>
            </div>
            <TextInput
              label={t('signup.code.label')}
              size="lg"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              withAsterisk
              styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              key={form.key('code')}
              {...form.getInputProps('code')}
            />
            {validate.isError && !fieldErrorShown ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {describeRequestError(validate.error, t)}
              </Alert>
            ) : null}
            {resend.isError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {describeRequestError(resend.error, t)}
              </Alert>
            ) : null}
            {resend.isSuccess ? (
              <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
                {t('signup.code.resent', { email })}
              </Alert>
            ) : null}
            <Button type="submit" size="md" mih={48} loading={busy} fullWidth>
              {t('signup.code.submit')}
            </Button>
            <Button variant="default" size="md" mih={48} fullWidth loading={resend.isPending} disabled={cooldown > 0} onClick={requestCode}>
              {cooldown > 0 ? t('signup.code.resendIn', { seconds: cooldown }) : t('signup.code.resend')}
            </Button>
            <Group justify="center">
              <Anchor component="button" type="button" size="sm" onClick={onSignOut}>
                {t('signup.code.signOut')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
