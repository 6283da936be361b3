import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPANY_DETAIL_FIELDS,
  validateCompanyDetails,
  type CompanyDetails,
  type CompanyDetailsField,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys } from '../../../lib/field-errors';
import { formLevelError, setServerFieldErrors, useFieldMessage } from '../../../lib/form-rules';
import type { AccountCompany } from '../api/account-company';
import { useUpdateCompanyUser } from '../api/update-company-user';
import { describeFailure } from '../lib/describe-failure';
import { toCompanyDetails } from '../../../lib/company-form';
import { AddressFields } from '../../../components/forms/address-fields';
import { SectionForm } from '../../../components/forms/section-form';
import { notifySuccess } from '../../../components/ui/notify';

export type DetailsSection = 'company' | 'contact';

// updateCompanyUser takes every field at once: each section sends its own and the others as they are saved.
const SECTION_FIELDS: Record<DetailsSection, readonly CompanyDetailsField[]> = {
  company: ['name', 'siren', 'siret', 'vatNumber'],
  contact: COMPANY_DETAIL_FIELDS.filter((field) => field.startsWith('contact.') || field.startsWith('adresse.')),
};

/** The Company section (name, registry numbers, VAT number) or the Address & contact section of the account page. */
export function CompanyDetailsForm({ company, section }: { company: AccountCompany; section: DetailsSection }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useUpdateCompanyUser(company.id);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = SECTION_FIELDS[section];
  const form = useForm<CompanyDetails>({
    mode: 'uncontrolled',
    initialValues: toCompanyDetails(company),
    validate: (values) => {
      const errors = validateCompanyDetails(values) ?? {};
      return Object.fromEntries(
        fields.flatMap((field) => (errors[field] ? [[field, fieldMessage(errors[field])]] : [])),
      );
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    // The other section's fields as the server last answered them, not as this form first read them.
    const saved = toCompanyDetails(company);
    const input =
      section === 'company'
        ? { ...saved, name: values.name, siren: values.siren, siret: values.siret, vatNumber: values.vatNumber }
        : { ...saved, contact: values.contact, adresse: values.adresse };
    save.mutate(input, {
      onSuccess: () => notifySuccess(t('account.saved')),
      onError: (error) => {
        // The form holds both sections' values but shows only this one's fields.
        const placement = { shown: fields };
        setServerFieldErrors(form, error, t, placement);
        const unshown = formLevelError(form, error, placement);
        // A field of the other section (a value saved before today's rules) is named in the alert.
        if (Object.keys(fieldErrorKeys(error)).some((field) => !(fields as readonly string[]).includes(field)))
          setFailure(t('account.otherSectionInvalid'));
        else if (unshown) setFailure(describeFailure(unshown, t));
      },
    });
  });

  const input = (field: CompanyDetailsField, autoComplete: string, required = true) => (
    <TextInput
      label={t(`account.fields.${field}`)}
      size="md"
      withAsterisk={required}
      autoComplete={autoComplete}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return section === 'company' ? (
    <SectionForm
      title={t('account.company.title')}
      saveLabel={t('account.company.save')}
      onSubmit={submit}
      saving={save.isPending}
      failure={failure}
    >
      {input('name', 'organization')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('siren', 'off', false)}
        {input('siret', 'off', false)}
      </SimpleGrid>
      {input('vatNumber', 'off', false)}
    </SectionForm>
  ) : (
    <SectionForm
      title={t('account.contact.title')}
      saveLabel={t('account.contact.save')}
      onSubmit={submit}
      saving={save.isPending}
      failure={failure}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('contact.firstName', 'given-name')}
        {input('contact.lastName', 'family-name')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('contact.phone', 'tel')}
        {input('contact.email', 'email', false)}
      </SimpleGrid>
      <AddressFields form={form} path="adresse" autoCompleteSection="company" />
    </SectionForm>
  );
}
