import { useEffect, useRef } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { ErrorAlert } from '../../components/auth/error-alert';
import { reloadTo } from '../../lib/navigation';
import { describeLoginError } from './login-error';
import { useSignInWithCode } from './api/login-with-code';

/** /direct/auth/:token, the link of a tablet enrolment: signs this tablet in, then opens the orders. */
export function DirectAuthPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const signIn = useSignInWithCode();
  const { mutate } = signIn;
  // The link works once: the sign-in is sent once even when the effect runs twice (React's strict mode).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: () => reloadTo('/home') });
  }, [mutate, token]);

  return (
    <AuthCard title={t('tablets.direct.title')}>
      {signIn.isError ? (
        <>
          <ErrorAlert>{describeLoginError(signIn.error, t)}</ErrorAlert>
          <Text c="dimmed">{t('tablets.direct.askAgain')}</Text>
          <Button component={Link} to="/login" size="md" mih={48} fullWidth>
            {t('tablets.direct.toLogin')}
          </Button>
        </>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('tablets.direct.signingIn')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
