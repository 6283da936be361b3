import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { requiredEmail } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth/auth-card';
import { ErrorAlert } from '../../components/auth/error-alert';
import { SubmitButton } from '../../components/auth/submit-button';
import { describeRequestError } from '../../lib/field-errors';
import { useResetPassword } from './api/reset-password';
import { BackToLoginLink } from './back-to-login-link';

type ForgotValues = { email: string };

/**
 * /forgot-password and its aliases (docs/accounts.md#recovery): the same answer whether the address has an account or
 * not.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<ForgotValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const key = requiredEmail(value);
        return key ? t(`validation.${key}`) : null;
      },
    },
  });

  function submit(values: ForgotValues) {
    if (!reset.isPending) reset.mutate({ email: values.email.trim() });
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('recovery.sentTitle')}>
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {t('recovery.sent')}
        </Alert>
        <BackToLoginLink />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('recovery.forgotTitle')} intro={t('recovery.forgotIntro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {/*
            Only the wait after too many requests is worth explaining: the answer never says whether the address
            exists.
          */}
          {reset.isError ? <ErrorAlert>{describeRequestError(reset.error, t, [])}</ErrorAlert> : null}
          <TextInput
            label={t('recovery.email')}
            type="email"
            autoComplete="username"
            size="md"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <SubmitButton loading={reset.isPending}>{t('recovery.send')}</SubmitButton>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
