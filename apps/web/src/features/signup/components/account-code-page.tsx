import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { compactDigits, isAccountCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/auth/code-input';
import { SubmitButton } from '../../../components/auth/submit-button';
import { useConnection } from '../../../lib/connection';
import { ActionError } from '../../../components/ui/action-error';
import { formLevelError, setServerFieldErrors } from '../../../lib/form-rules';
import { reloadTo } from '../../../lib/navigation';
import { getSession, saveToken } from '../../../lib/session';
import { useRequestResetCode } from '../api/request-reset-code';
import { useValidateAccountCode } from '../api/validate-account-code';

// Between two requests for a new code; the server allows three an hour (docs/accounts.md#sign-up).
const RESEND_COOLDOWN_SECONDS = 60;

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
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const email = viewer?.email ?? '';
  const validate = useValidateAccountCode();
  const resend = useRequestResetCode();
  const [cooldown, startCooldown] = useCountdown();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const key = isAccountCode(value);
        return key ? t(`validation.${key}`) : null;
      },
    },
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
        onError: (error) => setServerFieldErrors(form, error, t),
      },
    );
  }

  function requestCode() {
    const token = getSession().token;
    if (!token || cooldown > 0) return;
    validate.reset();
    resend.mutate({ token, email }, { onSuccess: startCooldown });
  }

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
            <CodeInput
              label={t('signup.code.label')}
              maxLength={7}
              letterSpacing="0.3em"
              key={form.key('code')}
              {...form.getInputProps('code')}
            />
            <ActionError error={formLevelError(form, validate.error)} />
            <ActionError error={resend.error} />
            {resend.isSuccess ? (
              <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
                {t('signup.code.resent', { email })}
              </Alert>
            ) : null}
            <SubmitButton loading={busy}>{t('signup.code.submit')}</SubmitButton>
            <Button
              variant="default"
              size="md"
              mih={48}
              fullWidth
              loading={resend.isPending}
              disabled={cooldown > 0}
              onClick={requestCode}
            >
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
