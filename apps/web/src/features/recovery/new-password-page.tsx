import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOGIN_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { ErrorAlert } from '../../components/auth/error-alert';
import { SubmitButton } from '../../components/auth/submit-button';
import { formLevelError, setServerFieldErrors, useFieldMessage } from '../../lib/form-rules';
import { getErrorCode } from '../../lib/graphql-errors';
import { newPasswordRules } from '../../lib/new-password-rules';
import { useResetPasswordChange } from './api/reset-password-change';
import { BackToLoginLink } from './back-to-login-link';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** What the login page reads from the navigation state to say the password was changed. */
type PasswordChangedState = { passwordChanged: true };

// The server's password rule names the field `password` (docs/accounts.md#recovery): a validation key
// (weak_password) or an error code (PASSWORD_USED_BEFORE), shown under the new password.
const PLACEMENT = { paths: { password: 'newPassword' } };

/** /client-password/:token (docs/accounts.md#recovery): a new password, then sign-in with it. */
export function NewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const change = useResetPasswordChange();
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: newPasswordRules(fieldMessage),
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
        onError: (error) => setServerFieldErrors(form, error, t, PLACEMENT),
      },
    );
  }

  const code = change.isError ? getErrorCode(change.error) : null;
  const shownUnderField = change.isError && formLevelError(form, change.error, PLACEMENT) === null;

  return (
    <AuthCard title={t('recovery.newTitle')} intro={t('recovery.newIntro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {code === 'TOKEN_EXPIRED' ? (
            <ErrorAlert>
              {t('recovery.expired')}{' '}
              <Anchor component={Link} to="/forgot-password" fz="inherit">
                {t('recovery.askAgain')}
              </Anchor>
            </ErrorAlert>
          ) : code && !shownUnderField ? (
            <ErrorAlert>{t('errors.INTERNAL_SERVER_ERROR')}</ErrorAlert>
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
          <SubmitButton loading={change.isPending}>{t('recovery.save')}</SubmitButton>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
