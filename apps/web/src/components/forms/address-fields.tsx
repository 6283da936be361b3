import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCountries } from './use-countries';

type AddressFieldsProps<V> = {
  form: UseFormReturnType<V>;
  /** The form path of the address: `adresse` or `billingAddress`. */
  path: string;
  /** Tells the browser's autofill this address from the other one on the page. */
  autoCompleteSection: string;
};

/** Street, postal code, city and country of a postal address, under `path`. */
export function AddressFields<V>({ form, path, autoCompleteSection }: AddressFieldsProps<V>) {
  const { t } = useTranslation();
  const countries = useCountries();
  const at = (name: string) => `${path}.${name}`;
  const autoComplete = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <>
      <TextInput
        label={t('account.fields.adresse')}
        size="md"
        withAsterisk
        autoComplete={autoComplete('street-address')}
        key={form.key(at('adresse'))}
        {...form.getInputProps(at('adresse'))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('account.fields.postalCode')}
          size="md"
          withAsterisk
          autoComplete={autoComplete('postal-code')}
          key={form.key(at('postalCode'))}
          {...form.getInputProps(at('postalCode'))}
        />
        <TextInput
          label={t('account.fields.city')}
          size="md"
          withAsterisk
          autoComplete={autoComplete('address-level2')}
          key={form.key(at('city'))}
          {...form.getInputProps(at('city'))}
        />
      </SimpleGrid>
      <Select
        label={t('account.fields.country')}
        size="md"
        withAsterisk
        data={countries}
        allowDeselect={false}
        searchable
        key={form.key(at('country'))}
        {...form.getInputProps(at('country'))}
      />
    </>
  );
}
