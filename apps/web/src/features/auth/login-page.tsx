import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconDeviceTablet } from '@tabler/icons-react';
import { requiredEmail } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { ErrorAlert } from '../../components/auth/error-alert';
import { SubmitButton } from '../../components/auth/submit-button';
import { reloadTo } from '../../lib/navigation';
import { saveLogin } from '../../lib/session';
import { useLogin } from './api/login';
import { describeLoginError } from './login-error';
import { TabletCodeForm } from './tablet-code-form';

type LoginValues = { email: string; password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const [withTabletCode, setWithTabletCode] = useState(false);
  // Set by the new-password screen once a reset link was used (docs/accounts.md#recovery).
  const passwordChanged = (useLocation().state as { passwordChanged?: boolean } | null)?.passwordChanged === true;
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => {
        const key = requiredEmail(value);
        return key ? t(`validation.${key}`) : null;
      },
      password: (value) => (value === '' ? t('validation.field_required') : null),
    },
  });

  const busy = login.isPending || redirecting;

  function submit(values: LoginValues) {
    if (busy) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ login: { token, auth } }) => {
          setRedirecting(true);
          saveLogin(token, { ...auth, roles: [...auth.roles] });
          // docs/product.md#session: login stores the token and reloads the page.
          reloadTo('/');
        },
      },
    );
  }

  if (withTabletCode) return <TabletCodeForm onBack={() => setWithTabletCode(false)} />;

  return (
    <AuthCard title={t('auth.welcome')} intro={t('auth.intro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {passwordChanged && !login.isError ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('recovery.changed')}
            </Alert>
          ) : null}
          {login.isError ? <ErrorAlert>{describeLoginError(login.error, t)}</ErrorAlert> : null}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            size="md"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            size="md"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
          <SubmitButton loading={busy}>{t('auth.submit')}</SubmitButton>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/signup">
              {t('auth.signup')}
            </Anchor>
          </Text>
          <Button
            type="button"
            variant="subtle"
            color="gray"
            size="sm"
            h="auto"
            mih={48}
            py={8}
            // "Se connecter avec un code tablette" is wider than a phone's card: it wraps rather than being cut.
            styles={{ label: { whiteSpace: 'normal' } }}
            leftSection={<IconDeviceTablet size={18} aria-hidden />}
            onClick={() => setWithTabletCode(true)}
          >
            {t('tablets.signIn.entry')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
