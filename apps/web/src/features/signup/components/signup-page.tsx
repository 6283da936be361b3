import { useState } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_CODE_PATH, compactDigits, isEmail, isSiren, isSiret } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/auth/error-alert';
import { SubmitButton } from '../../../components/auth/submit-button';
import { ActionError } from '../../../components/ui/action-error';
import { setServerFieldErrors } from '../../../lib/form-rules';
import { reloadTo } from '../../../lib/navigation';
import { saveLogin } from '../../../lib/session';
import { isAlreadyRegistered, type RegisteredField } from '../api/company-check-exist';
import { useRegisterCompany } from '../api/register-company';
import { EMPTY_REGISTRATION, validateRegistration, type RegistrationValues } from '../lib/registration-form';
import { AccountSection } from './account-section';
import { AddressSection } from './address-section';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';

// Only a value that passes its own rule is looked up: the check is limited per address (docs/security.md).
const CHECKABLE: Record<RegisteredField, (value: string) => boolean> = {
  email: (value) => isEmail(value) === null,
  siren: (value) => isSiren(value) === null,
  siret: (value) => isSiret(value) === null,
};

export function SignupPage() {
  const { t, i18n } = useTranslation();
  const register = useRegisterCompany();
  const [redirecting, setRedirecting] = useState(false);
  const [registered, setRegistered] = useState({ siren: false, siret: false });
  const [incomplete, setIncomplete] = useState(false);
  const form = useForm<RegistrationValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_REGISTRATION,
    validate: (values) => validateRegistration(values, t),
    validateInputOnBlur: true,
  });
  const busy = register.isPending || redirecting;

  async function check(field: RegisteredField) {
    const raw = form.getValues()[field];
    const value = field === 'email' ? raw.trim().toLowerCase() : compactDigits(raw);
    if (!CHECKABLE[field](value)) {
      if (field !== 'email') setRegistered((current) => ({ ...current, [field]: false }));
      return;
    }
    const taken = await isAlreadyRegistered(field, value);
    if (taken === null) return;
    if (field === 'email') {
      if (taken) form.setFieldError('email', t('errors.EMAIL_ALREADY_USED'));
    } else {
      setRegistered((current) => ({ ...current, [field]: taken }));
    }
  }

  function submit(values: RegistrationValues) {
    if (busy) return;
    setIncomplete(false);
    register.mutate(
      { input: { ...values, lang: i18n.language } },
      {
        onSuccess: ({ registerCompany: { token, auth } }) => {
          setRedirecting(true);
          saveLogin(token, { ...auth, roles: [...auth.roles] });
          // As after a sign-in, a full load: the guard then shows the code screen of this waiting account.
          reloadTo(ACCOUNT_CODE_PATH);
        },
        onError: (error) => setServerFieldErrors(form, error, t),
      },
    );
  }

  return (
    <Container size="sm" py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          onSubmit={form.onSubmit(submit, () => {
            register.reset();
            setIncomplete(true);
          })}
          noValidate
        >
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('signup.title')}
              </Title>
              <Text c="dimmed">{t('signup.intro')}</Text>
            </div>
            <CompanySection form={form} registered={registered} onCheck={(field) => void check(field)} />
            <AddressSection form={form} />
            <ContactSection form={form} />
            <AccountSection form={form} onEmailBlur={() => void check('email')} />
            {incomplete ? <ErrorAlert>{t('signup.incomplete')}</ErrorAlert> : null}
            <ActionError error={register.error} />
            <SubmitButton loading={busy}>{t('signup.submit')}</SubmitButton>
            <Text size="sm" ta="center">
              {t('signup.haveAccount')}{' '}
              <Anchor component={Link} to="/login">
                {t('signup.signIn')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
