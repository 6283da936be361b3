import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../lib/registration-form';
import { FormSection } from './form-section';

type CompanySectionProps = {
  form: RegistrationForm;
  /** SIREN or SIRET already registered on Comptoir: said, not refused — one company may run several sites. */
  registered: { siren: boolean; siret: boolean };
  onCheck: (field: 'siren' | 'siret') => void;
};

export function CompanySection({ form, registered, onCheck }: CompanySectionProps) {
  const { t } = useTranslation();
  const blurThenCheck = (field: 'siren' | 'siret') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: () => {
        props.onBlur?.();
        onCheck(field);
      },
    };
  };
  return (
    <FormSection title={t('signup.sections.company')}>
      <TextInput
        label={t('signup.fields.name')}
        size="md"
        withAsterisk
        autoComplete="organization"
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('signup.fields.phone')}
        type="tel"
        size="md"
        withAsterisk
        autoComplete="tel"
        key={form.key('phone')}
        {...form.getInputProps('phone')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.siren')}
          description={t('signup.hints.siren')}
          size="md"
          inputMode="numeric"
          key={form.key('siren')}
          {...blurThenCheck('siren')}
        />
        <TextInput
          label={t('signup.fields.siret')}
          description={t('signup.hints.siret')}
          size="md"
          inputMode="numeric"
          key={form.key('siret')}
          {...blurThenCheck('siret')}
        />
      </SimpleGrid>
      {registered.siren || registered.siret ? (
        <Alert color="yellow" role="status">
          {t(registered.siret ? 'signup.alreadyRegistered.siret' : 'signup.alreadyRegistered.siren')}
        </Alert>
      ) : null}
      <TextInput
        label={t('signup.fields.vatNumber')}
        description={t('signup.hints.vatNumber')}
        size="md"
        key={form.key('vatNumber')}
        {...form.getInputProps('vatNumber')}
      />
    </FormSection>
  );
}
