import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeMac, PRINTER_BRANDS, PRINTER_TEXT_MAX_LENGTH, printerTextIssue } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSavePrinter } from '../api/save-printer';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';
import { fieldRule } from '../../../lib/form-rules';

type Values = { mac: string; brand: string; label: string; company: string };

const EMPTY: Values = { mac: '', brand: 'mC-Print', label: '', company: '' };

type AddPrinterFormProps = {
  /** The printers already added, by company: a MAC is added once per company. */
  printers: readonly { mac: string; companyId: number }[];
  /** The companies the viewer may add a printer for: asked for only when there are several. */
  companies: readonly { id: number; name: string }[];
};

/** Adds a printer by the MAC address printed on its self-test page; the MAC is checked before anything is sent. */
export function AddPrinterForm({ printers, companies }: AddPrinterFormProps) {
  const { t } = useTranslation();
  const save = useSavePrinter();
  // An account manager or an administrator names the company; a company's own account has just one.
  const choosesCompany = companies.length > 1;
  const companyOf = (value: string) => (choosesCompany && value !== '' ? Number(value) : null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      // The rule the server applies (normalizeMac), then the list this screen already shows.
      mac: fieldRule(
        (value: string, values: Values) => {
          const mac = normalizeMac(value);
          if (!mac) return 'macInvalid';
          const company = companyOf(values.company);
          const taken = printers.some(
            (printer) => printer.mac === mac && (!choosesCompany || printer.companyId === company),
          );
          return taken ? 'macTaken' : null;
        },
        t,
        { ownKeys: 'printers.add' },
      ),
      // Whatever the label's fault, one sentence says what it may be.
      label: fieldRule((value: string) => (printerTextIssue(value, true) ? 'labelInvalid' : null), t, {
        ownKeys: 'printers.add',
        params: { max: PRINTER_TEXT_MAX_LENGTH },
      }),
      company: fieldRule((value: string) => (choosesCompany && value === '' ? 'companyRequired' : null), t, {
        ownKeys: 'printers.add',
      }),
    },
    // Once a submit has shown what is wrong, each edit says at once whether it is fixed.
    onValuesChange: () => {
      save.reset();
      if (Object.keys(form.errors).length > 0) form.validate();
    },
  });

  const submit = form.onSubmit((values) => {
    const company = companyOf(values.company);
    save.mutate(
      {
        mac: normalizeMac(values.mac) ?? '',
        label: values.label.trim(),
        brand: values.brand,
        ...(company === null ? {} : { company }),
      },
      {
        onSuccess: (added) => {
          notifySuccess(t('printers.add.added', { label: added.label }));
          form.reset();
        },
      },
    );
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-printer-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="add-printer-title">
            {t('printers.add.title')}
          </Title>
          <Group align="flex-start" gap="md" wrap="wrap">
            {choosesCompany ? (
              <Select
                label={t('printers.add.company')}
                data={companies.map((option) => ({ value: String(option.id), label: option.name }))}
                {...form.getInputProps('company')}
                value={form.getValues().company === '' ? null : form.getValues().company}
                onChange={(value) => form.setFieldValue('company', value ?? '')}
                searchable
                size="md"
                miw={220}
                style={{ flex: '1 1 220px' }}
              />
            ) : null}
            <TextInput
              label={t('printers.add.mac')}
              description={t('printers.add.macHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder="00:11:62:1a:2b:3c"
              {...form.getInputProps('mac')}
              size="md"
              miw={240}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label={t('printers.add.model')}
              data={PRINTER_BRANDS.map((brand) => ({
                value: brand,
                label: brand === 'other' ? t('printers.otherModel') : brand,
              }))}
              {...form.getInputProps('brand')}
              onChange={(value) => form.setFieldValue('brand', value ?? 'other')}
              allowDeselect={false}
              size="md"
              miw={180}
              style={{ flex: '1 1 180px' }}
            />
            <TextInput
              label={t('printers.add.label')}
              placeholder={t('printers.add.labelPlaceholder')}
              {...form.getInputProps('label')}
              size="md"
              miw={200}
              style={{ flex: '1 1 200px' }}
            />
          </Group>
          <ActionError error={save.error} />
          <Group justify="flex-end">
            <Button type="submit" mih={48} loading={save.isPending}>
              {t('printers.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
