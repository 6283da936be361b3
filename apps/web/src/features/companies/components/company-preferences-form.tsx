import { Checkbox, Select, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_CURRENCIES, LANGUAGES, PIN_TAGS, validateCompanyEdit } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../../components/forms/section-form';
import { toCompanyDetails } from '../../../lib/company-form';
import type { EditedCompany } from '../api/company-edit';
import type { CompanyInput } from '../api/update-company';
import { useEditSection } from '../lib/use-edit-section';

type PreferenceValues = {
  currency: string;
  lang: string | null;
  autoAccept: boolean;
  autoPrintEnabled: boolean;
  pinPages: string[];
};

const FIELDS = ['currency', 'lang', 'autoAccept', 'autoPrintEnabled', 'pagesAccess'] as const;
// The server names the PIN pages `pagesAccess` (docs/pin.md); the form holds them as the ticked tags, `pinPages`.
const PLACEMENT = { paths: { pagesAccess: 'pinPages' }, ownKeys: 'companyEdit.preferences' };

const pinPagesOf = (company: EditedCompany) =>
  company.pagesAccess.filter((access) => access.pinRequired).map((access) => access.tag);
const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag));

/** Preferences: the money and language the company sees, auto-accept, auto-print and the pages behind its PIN. */
export function CompanyPreferencesForm({ company }: { company: EditedCompany }) {
  const { t } = useTranslation();
  const section = useEditSection(company.id, FIELDS);
  // Each language in its own name, as the language switcher shows them.
  const languages = LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  const form = useForm<PreferenceValues>({
    mode: 'uncontrolled',
    initialValues: {
      currency: company.currency,
      lang: company.lang,
      autoAccept: company.autoAccept,
      autoPrintEnabled: company.autoPrintEnabled,
      pinPages: pinPagesOf(company),
    },
    validate: (values) =>
      section.ownErrors(
        validateCompanyEdit(toCompanyDetails(company), { currency: values.currency, lang: values.lang ?? undefined }),
      ),
  });

  const submit = form.onSubmit((values) => {
    const input: CompanyInput = {
      currency: values.currency,
      lang: values.lang,
      autoAccept: values.autoAccept,
      autoPrintEnabled: values.autoPrintEnabled,
    };
    // Sent only when the protected pages change, so that saving the currency does not rewrite them.
    if (!sameTags(values.pinPages, pinPagesOf(company)))
      input.pagesAccess = PIN_TAGS.map((tag) => ({ tag, pinRequired: values.pinPages.includes(tag) }));
    section.save(input, { form, placement: PLACEMENT });
  });

  return (
    <SectionForm
      title={t('companyEdit.preferences.title')}
      saveLabel={t('companyEdit.preferences.save')}
      onSubmit={submit}
      saving={section.saving}
      failure={section.failure}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('companyEdit.preferences.currency')}
          size="md"
          data={[...ACCOUNT_CURRENCIES]}
          allowDeselect={false}
          key={form.key('currency')}
          {...form.getInputProps('currency')}
        />
        <Select
          label={t('companyEdit.preferences.language')}
          placeholder={t('companyEdit.preferences.browserLanguage')}
          size="md"
          data={languages}
          allowDeselect={false}
          key={form.key('lang')}
          {...form.getInputProps('lang')}
        />
      </SimpleGrid>
      <Switch
        label={t('companyEdit.preferences.autoAccept')}
        description={t('companyEdit.preferences.autoAcceptHint')}
        size="md"
        key={form.key('autoAccept')}
        {...form.getInputProps('autoAccept', { type: 'checkbox' })}
      />
      <Switch
        label={t('companyEdit.preferences.autoPrint')}
        description={t('companyEdit.preferences.autoPrintHint')}
        size="md"
        key={form.key('autoPrintEnabled')}
        {...form.getInputProps('autoPrintEnabled', { type: 'checkbox' })}
      />
      <Checkbox.Group
        label={t('companyEdit.preferences.pinPages')}
        description={t('companyEdit.preferences.pinPagesHint')}
        key={form.key('pinPages')}
        {...form.getInputProps('pinPages')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing={0}>
          {PIN_TAGS.map((tag) => (
            <Checkbox
              key={tag}
              value={tag}
              label={t(`pinTag.${tag}`, { defaultValue: tag })}
              size="md"
              styles={{ body: { minHeight: 48, alignItems: 'center' } }}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </SectionForm>
  );
}
