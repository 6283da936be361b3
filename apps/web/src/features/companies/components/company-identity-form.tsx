import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateCompanyEdit } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../../components/forms/section-form';
import { toCompanyDetails } from '../../../lib/company-form';
import type { EditedCompany } from '../api/company-edit';
import { useEditSection } from '../lib/use-edit-section';

type IdentityValues = { name: string; siren: string; siret: string; vatNumber: string; email: string };
type IdentityField = keyof IdentityValues;

const FIELDS: readonly IdentityField[] = ['name', 'siren', 'siret', 'vatNumber', 'email'];

/** Identity: the trade name, registry numbers, VAT number and the sign-in e-mail, by the sign-up's rules. */
export function CompanyIdentityForm({ company }: { company: EditedCompany }) {
  const { t } = useTranslation();
  const section = useEditSection(company.id, FIELDS);
  const form = useForm<IdentityValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: company.name,
      siren: company.siren ?? '',
      siret: company.siret ?? '',
      vatNumber: company.vatNumber ?? '',
      email: company.email,
    },
    validate: (values) => section.ownErrors(validateCompanyEdit(toCompanyDetails(company), values)),
  });
  const submit = form.onSubmit((values) => section.save(values, { form }));

  const input = (field: Exclude<IdentityField, 'email'>, autoComplete: string, required = true) => (
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
      title={t('companyEdit.identity.title')}
      saveLabel={t('companyEdit.identity.save')}
      onSubmit={submit}
      saving={section.saving}
      failure={section.failure}
    >
      {input('name', 'organization')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('siren', 'off', false)}
        {input('siret', 'off', false)}
      </SimpleGrid>
      {input('vatNumber', 'off', false)}
      <TextInput
        label={t('companyEdit.identity.email')}
        description={t('companyEdit.identity.emailHint')}
        type="email"
        size="md"
        withAsterisk
        autoComplete="off"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </SectionForm>
  );
}
