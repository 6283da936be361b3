import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { isEmail, LOGIN_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GraphQLRequestError, getErrorCode } from '../../lib/graphql-errors';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';

type ForgotValues = { email: string };

function describeError(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  const code = getErrorCode(error);
  if (code !== 'TOO_MANY_ATTEMPTS') return t('errors.INTERNAL_SERVER_ERROR');
  const seconds = error instanceof GraphQLRequestError ? error.retryAfterSeconds : null;
  return seconds === null ? t('errors.TOO_MANY_ATTEMPTS') : `${t('errors.TOO_MANY_ATTEMPTS')} ${t('auth.retryIn', { seconds })}`;
}

/** /forgot-password and its aliases (docs/accounts.md#recovery): the same answer whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<ForgotValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        if (value.trim() === '') return t('validation.field_required');
        const key = isEmail(value);
        return key ? t(`validation.${key}`) : null;
      },
    },
  });

  function submit(values: ForgotValues) {
    if (!reset.isPending) reset.mutate({ email: values.email.trim() });
  }

  const backToLogin = (
    <Anchor component={Link} to={LOGIN_PATH} size="sm" mih={48} display="inline-flex" style={{ alignItems: 'center' }}>
      {t('recovery.backToLogin')}
    </Anchor>
  );

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('recovery.sentTitle')}>
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {t('recovery.sent')}
        </Alert>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('recovery.forgotTitle')} intro={t('recovery.forgotIntro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {describeError(reset.error, t)}
            </Alert>
          ) : null}
          <TextInput
            label={t('recovery.email')}
            type="email"
            autoComplete="username"
            size="md"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" mih={48} loading={reset.isPending} fullWidth>
            {t('recovery.send')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
