import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { LOGIN_PATH, passwordsMatch, passwordStrength } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getErrorCode } from '../../lib/graphql-errors';
import { useResetPasswordChange } from './api/reset-password-change';
import { AuthCard } from './auth-card';
import { serverFieldError } from './server-field-error';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** What the login page reads from the navigation state to say the password was changed. */
export type PasswordChangedState = { passwordChanged: true };

// A server answer under a field is a validation key (weak_password) or an error code (PASSWORD_USED_BEFORE).
function fieldMessage(key: string, t: (key: string) => string): string {
  return /^[A-Z_]+$/.test(key) ? t(`errors.${key}`) : t(`validation.${key}`);
}

/** /client-password/:token (docs/accounts.md#recovery): a new password, then sign-in with it. */
export function NewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useResetPasswordChange();
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => {
        const key = passwordStrength(value);
        return key ? t(`validation.${key}`) : null;
      },
      confirmPassword: (value, values) => {
        if (value === '') return t('validation.field_required');
        const key = passwordsMatch(values.newPassword, value);
        return key ? t(`validation.${key}`) : null;
      },
    },
  });

  function submit(values: NewPasswordValues) {
    if (change.isPending) return;
    change.mutate(
      { newPassword: values.newPassword, token },
      {
        onSuccess: () => {
          const state: PasswordChangedState = { passwordChanged: true };
          void navigate(LOGIN_PATH, { replace: true, state });
        },
        onError: (error) => {
          const key = serverFieldError(error, ['newPassword', 'password']);
          if (key) form.setFieldError('newPassword', fieldMessage(key, t));
        },
      },
    );
  }

  const code = change.isError ? getErrorCode(change.error) : null;
  const shownUnderField = change.isError && serverFieldError(change.error, ['newPassword', 'password']) !== null;

  return (
    <AuthCard title={t('recovery.newTitle')} intro={t('recovery.newIntro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {code === 'TOKEN_EXPIRED' ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('recovery.expired')}{' '}
              <Anchor component={Link} to="/forgot-password" fz="inherit">
                {t('recovery.askAgain')}
              </Anchor>
            </Alert>
          ) : code && !shownUnderField ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('errors.INTERNAL_SERVER_ERROR')}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('recovery.newPassword')}
            autoComplete="new-password"
            size="md"
            withAsterisk
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('recovery.confirmPassword')}
            autoComplete="new-password"
            size="md"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" mih={48} loading={change.isPending} fullWidth>
            {t('recovery.save')}
          </Button>
          <Anchor component={Link} to={LOGIN_PATH} size="sm" mih={48} display="inline-flex" style={{ alignItems: 'center' }}>
            {t('recovery.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
