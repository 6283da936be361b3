import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { SIGNUP_COUNTRIES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../lib/registration-form';
import { FormSection } from './form-section';

export function AddressSection({ form }: { form: RegistrationForm }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return SIGNUP_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  return (
    <FormSection title={t('signup.sections.address')}>
      <TextInput
        label={t('signup.fields.adresse')}
        size="md"
        withAsterisk
        autoComplete="street-address"
        key={form.key('adresse.adresse')}
        {...form.getInputProps('adresse.adresse')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.postalCode')}
          size="md"
          withAsterisk
          autoComplete="postal-code"
          key={form.key('adresse.postalCode')}
          {...form.getInputProps('adresse.postalCode')}
        />
        <TextInput
          label={t('signup.fields.city')}
          size="md"
          withAsterisk
          autoComplete="address-level2"
          key={form.key('adresse.city')}
          {...form.getInputProps('adresse.city')}
        />
      </SimpleGrid>
      <Select
        label={t('signup.fields.country')}
        size="md"
        withAsterisk
        data={countries}
        allowDeselect={false}
        searchable
        key={form.key('adresse.country')}
        {...form.getInputProps('adresse.country')}
      />
    </FormSection>
  );
}
