import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../lib/registration-form';
import { FormSection } from './form-section';

export function ContactSection({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('signup.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.firstName')}
          size="md"
          withAsterisk
          autoComplete="given-name"
          key={form.key('contact.firstName')}
          {...form.getInputProps('contact.firstName')}
        />
        <TextInput
          label={t('signup.fields.lastName')}
          size="md"
          withAsterisk
          autoComplete="family-name"
          key={form.key('contact.lastName')}
          {...form.getInputProps('contact.lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.fields.contactPhone')}
          type="tel"
          size="md"
          withAsterisk
          autoComplete="tel"
          key={form.key('contact.phone')}
          {...form.getInputProps('contact.phone')}
        />
        <TextInput
          label={t('signup.fields.contactEmail')}
          type="email"
          size="md"
          autoComplete="email"
          key={form.key('contact.email')}
          {...form.getInputProps('contact.email')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
