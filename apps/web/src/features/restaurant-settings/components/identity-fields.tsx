import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../lib/use-settings-messages';
import type { SectionProps } from './settings-form-context';
import { SettingsSection } from './settings-section';

/** Identity (names and phone) and Address sections. */
export function IdentityFields({ form, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const text = (
    field: 'title' | 'societe' | 'label' | 'phone' | 'adresse' | 'postalCode' | 'city',
    autoComplete: string,
    required = false,
  ) => (
    <TextInput
      label={t(`restaurantSettings.fields.${field}`)}
      size="md"
      withAsterisk={required}
      autoComplete={autoComplete}
      readOnly={readOnly}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      <SettingsSection legend={t('restaurantSettings.sections.identity')}>
        {text('title', 'off', true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('societe', 'organization')}
          {text('label', 'off')}
        </SimpleGrid>
        {text('phone', 'tel')}
      </SettingsSection>
      <SettingsSection legend={t('restaurantSettings.sections.address')}>
        {text('adresse', 'street-address', true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('postalCode', 'postal-code', true)}
          {text('city', 'address-level2', true)}
        </SimpleGrid>
        <Select
          label={t('restaurantSettings.fields.country')}
          size="md"
          withAsterisk
          data={countries}
          allowDeselect={false}
          searchable
          readOnly={readOnly}
          key={form.key('country')}
          {...form.getInputProps('country')}
        />
      </SettingsSection>
    </>
  );
}
