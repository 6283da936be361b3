import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { isTabletCode, normalizeTabletCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { reloadTo } from '../../lib/navigation';
import { describeLoginError } from './login-error';
import { useSignInWithCode } from './sign-in-with-code';

/** The login page's other way in: the 8-digit code of a tablet enrolled on /tablets/new (docs/accounts.md#tablets). */
export function TabletCodeForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignInWithCode();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (isTabletCode(value) ? t('tablets.signIn.invalidCode') : null) },
  });
  // Signed in, the page reloads: the button stays busy until it does.
  const busy = signIn.isPending || signIn.isSuccess;

  function submit({ code }: { code: string }) {
    if (busy) return;
    signIn.mutate(normalizeTabletCode(code), { onSuccess: () => reloadTo('/') });
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('tablets.signIn.title')}
              </Title>
              <Text c="dimmed">{t('tablets.signIn.intro')}</Text>
            </div>
            {signIn.isError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {describeLoginError(signIn.error, t)}
              </Alert>
            ) : null}
            <TextInput
              label={t('tablets.signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="1234 5678"
              maxLength={9}
              size="lg"
              withAsterisk
              styles={{ input: { fontSize: 28, letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' } }}
              key={form.key('code')}
              {...form.getInputProps('code')}
            />
            <Button type="submit" size="md" mih={48} loading={busy} fullWidth>
              {t('tablets.signIn.submit')}
            </Button>
            <Anchor component="button" type="button" size="sm" mih={48} onClick={onBack}>
              {t('tablets.signIn.back')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
