import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { normalizeMac, PRINTER_BRANDS, PRINTER_TEXT_MAX_LENGTH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useSavePrinter } from '../api/save-printer';

const EMPTY = { mac: '', brand: 'mC-Print', label: '', company: '' };

type AddPrinterFormProps = {
  /** The printers already added, by company: a MAC is added once per company. */
  printers: readonly { mac: string; companyId: number }[];
  /** The companies the viewer may add a printer for: asked for only when there are several. */
  companies: readonly { id: number; name: string }[];
};

/** Adds a printer by the MAC address printed on its self-test page; the MAC is checked before anything is sent. */
export function AddPrinterForm({ printers, companies }: AddPrinterFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const save = useSavePrinter();
  const mac = normalizeMac(values.mac);
  const label = values.label.trim();
  // An account manager or an administrator names the company; a company's own account has just one.
  const choosesCompany = companies.length > 1;
  const company = choosesCompany ? (values.company === '' ? null : Number(values.company)) : null;
  const takenMacs = printers
    .filter((printer) => !choosesCompany || printer.companyId === company)
    .map((printer) => printer.mac);
  const macError = !tried
    ? null
    : !mac
      ? t('printers.add.macInvalid')
      : takenMacs.includes(mac)
        ? t('printers.add.macTaken')
        : null;
  const labelError =
    tried && (label === '' || label.length > PRINTER_TEXT_MAX_LENGTH)
      ? t('printers.add.labelInvalid', { max: PRINTER_TEXT_MAX_LENGTH })
      : null;
  const companyError = tried && choosesCompany && company === null ? t('printers.add.companyRequired') : null;

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    save.reset();
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = () => {
    setTried(true);
    if (!mac || takenMacs.includes(mac) || label === '' || label.length > PRINTER_TEXT_MAX_LENGTH) return;
    if (choosesCompany && company === null) return;
    save.mutate(
      { mac, label, brand: values.brand, ...(company === null ? {} : { company }) },
      {
        onSuccess: (added) => {
          notifications.show({ color: 'green', message: t('printers.add.added', { label: added.label }) });
          setValues(EMPTY);
          setTried(false);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-printer-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="add-printer-title">
          {t('printers.add.title')}
        </Title>
        <Group align="flex-start" gap="md" wrap="wrap">
          {choosesCompany ? (
            <Select
              label={t('printers.add.company')}
              data={companies.map((option) => ({ value: String(option.id), label: option.name }))}
              value={values.company === '' ? null : values.company}
              onChange={(value) => change('company')(value ?? '')}
              error={companyError}
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
            value={values.mac}
            onChange={(event) => change('mac')(event.currentTarget.value)}
            error={macError}
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
            value={values.brand}
            onChange={(value) => change('brand')(value ?? 'other')}
            allowDeselect={false}
            size="md"
            miw={180}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={t('printers.add.label')}
            placeholder={t('printers.add.labelPlaceholder')}
            value={values.label}
            onChange={(event) => change('label')(event.currentTarget.value)}
            error={labelError}
            size="md"
            miw={200}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        {save.isError ? (
          <Alert color="red" role="alert">
            {t(`errors.${getErrorCode(save.error)}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button mih={48} onClick={submit} loading={save.isPending}>
            {t('printers.add.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
