import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reloadTo } from '../../lib/navigation';
import { describeLoginError } from './login-error';
import { useSignInWithCode } from './sign-in-with-code';

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
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('tablets.direct.title')}
          </Title>
          {signIn.isError ? (
            <>
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {describeLoginError(signIn.error, t)}
              </Alert>
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
        </Stack>
      </Paper>
    </Center>
  );
}
