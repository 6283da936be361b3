import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateCompanyEdit, type CompanyDetails } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/forms/address-fields';
import { SectionForm } from '../../../components/forms/section-form';
import { toCompanyDetails } from '../../../lib/company-form';
import type { EditedCompany } from '../api/company-edit';
import { useEditSection } from '../lib/use-edit-section';

type ContactValues = Pick<CompanyDetails, 'contact' | 'adresse'>;

const FIELDS = [
  'contact.firstName',
  'contact.lastName',
  'contact.phone',
  'contact.email',
  'adresse.adresse',
  'adresse.postalCode',
  'adresse.city',
  'adresse.country',
] as const;

/** Address and contact: the person to call and the company's postal address, by the sign-up's rules. */
export function CompanyContactForm({ company }: { company: EditedCompany }) {
  const { t } = useTranslation();
  const section = useEditSection(company.id, FIELDS);
  const stored = toCompanyDetails(company);
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: { contact: stored.contact, adresse: stored.adresse },
    validate: (values) => section.ownErrors(validateCompanyEdit(stored, values)),
  });
  const submit = form.onSubmit((values) => section.save(values, { form }));

  const input = (field: (typeof FIELDS)[number], autoComplete: string, required = true) => (
    <TextInput
      label={t(`account.fields.${field}`)}
      size="md"
      withAsterisk={required}
      autoComplete={autoComplete}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
  return (
    <SectionForm
      title={t('companyEdit.contact.title')}
      saveLabel={t('companyEdit.contact.save')}
      onSubmit={submit}
      saving={section.saving}
      failure={section.failure}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('contact.firstName', 'off')}
        {input('contact.lastName', 'off')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('contact.phone', 'off')}
        {input('contact.email', 'off', false)}
      </SimpleGrid>
      <AddressFields form={form} path="adresse" autoCompleteSection="company" />
    </SectionForm>
  );
}
