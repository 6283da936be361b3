import { useState } from 'react';
import { Anchor, Checkbox, PasswordInput, Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../lib/registration-form';
import { FormSection } from './form-section';
import { LegalModal, type LegalDocument } from './legal-modal';

type AccountSectionProps = { form: RegistrationForm; onEmailBlur: () => void };

export function AccountSection({ form, onEmailBlur }: AccountSectionProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<LegalDocument | null>(null);
  const email = form.getInputProps('email');
  const link = (document: LegalDocument) => (
    <Anchor component="button" type="button" inherit onClick={() => setShown(document)} />
  );
  return (
    <FormSection title={t('signup.sections.account')}>
      <TextInput
        label={t('signup.fields.email')}
        description={t('signup.hints.email')}
        type="email"
        size="md"
        withAsterisk
        autoComplete="email"
        key={form.key('email')}
        {...email}
        onBlur={() => {
          email.onBlur?.();
          onEmailBlur();
        }}
      />
      <PasswordInput
        label={t('signup.fields.password')}
        description={t('signup.hints.password')}
        size="md"
        withAsterisk
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('signup.fields.confirmPassword')}
        size="md"
        withAsterisk
        autoComplete="new-password"
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
      <Checkbox
        size="md"
        label={<Trans t={t} i18nKey="signup.acceptTerms" components={{ terms: link('terms') }} />}
        key={form.key('termsAccepted')}
        {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
      />
      <Checkbox
        size="md"
        label={<Trans t={t} i18nKey="signup.acceptPrivacy" components={{ privacy: link('privacy') }} />}
        key={form.key('privacyAccepted')}
        {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
      />
      <Text size="sm" c="dimmed">
        {t('signup.codeNotice')}
      </Text>
      <LegalModal document={shown} onClose={() => setShown(null)} />
    </FormSection>
  );
}
