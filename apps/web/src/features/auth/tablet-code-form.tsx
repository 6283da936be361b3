import { Anchor, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isTabletCode, normalizeTabletCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth/auth-card';
import { CodeInput } from '../../components/auth/code-input';
import { ErrorAlert } from '../../components/auth/error-alert';
import { SubmitButton } from '../../components/auth/submit-button';
import { reloadTo } from '../../lib/navigation';
import { describeLoginError } from './login-error';
import { useSignInWithCode } from './api/login-with-code';

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
    <AuthCard title={t('tablets.signIn.title')} intro={t('tablets.signIn.intro')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {signIn.isError ? <ErrorAlert>{describeLoginError(signIn.error, t)}</ErrorAlert> : null}
          <CodeInput
            label={t('tablets.signIn.code')}
            placeholder="1234 5678"
            maxLength={9}
            fontSize={28}
            letterSpacing="0.15em"
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <SubmitButton loading={busy}>{t('tablets.signIn.submit')}</SubmitButton>
          <Anchor component="button" type="button" size="sm" mih={48} onClick={onBack}>
            {t('tablets.signIn.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
