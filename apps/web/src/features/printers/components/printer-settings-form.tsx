import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isPlatformCode,
  PLATFORMS,
  PRINTER_BRANDS,
  PRINTER_COPIES_MAX,
  PRINTER_TEXT_MAX_LENGTH,
  printerTextIssue,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useDeletePrinter } from '../api/delete-printer';
import type { PrintableRestaurant } from '../api/printer-restaurants';
import type { Printer } from '../api/printers';
import { useSavePrinter } from '../api/save-printer';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';
import { formRule } from '../../../lib/form-rules';

type RestaurantDraft = {
  enabled: boolean;
  nbPrint: number;
  customTitlePrint: string;
  showCategory: boolean;
  clientTicket: boolean;
};

function draftOf(printer: Printer, restaurants: readonly PrintableRestaurant[]): Record<string, RestaurantDraft> {
  return Object.fromEntries(
    restaurants.map((restaurant) => {
      const set = printer.restaurants.find((entry) => entry.restaurant.uuid === restaurant.uuid);
      return [
        restaurant.uuid,
        {
          enabled: set !== undefined,
          nbPrint: set?.nbPrint ?? 1,
          customTitlePrint: set?.customTitlePrint ?? '',
          showCategory: set?.showCategory ?? true,
          clientTicket: set?.clientTicket ?? false,
        },
      ];
    }),
  );
}

type SettingsValues = {
  label: string;
  brand: string;
  cloudPrintEnabled: boolean;
  drafts: Record<string, RestaurantDraft>;
};

/** The server's rules of a label and of each printed restaurant's custom title (printerTextIssue). */
function settingsIssues(values: SettingsValues): Record<string, string> {
  const issues: Record<string, string> = {};
  // Whatever the label's fault, one sentence says what it may be.
  if (printerTextIssue(values.label, true)) issues.label = 'labelInvalid';
  for (const [uuid, draft] of Object.entries(values.drafts)) {
    const title = draft.enabled ? printerTextIssue(draft.customTitlePrint, false) : null;
    if (title) issues[`drafts.${uuid}.customTitlePrint`] = title;
  }
  return issues;
}

/** The printer's name, model and cloud printing, and which restaurants' tickets it prints and how. */
export function PrinterSettingsForm({
  printer,
  restaurants,
}: {
  printer: Printer;
  restaurants: readonly PrintableRestaurant[];
}) {
  const { t } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSavePrinter();
  const remove = useDeletePrinter();
  const form = useForm<SettingsValues>({
    initialValues: {
      label: printer.label,
      brand: printer.brand ?? 'other',
      cloudPrintEnabled: printer.cloudPrintEnabled,
      drafts: draftOf(printer, restaurants),
    },
    validate: formRule(settingsIssues, t, { ownKeys: 'printers.add', params: { max: PRINTER_TEXT_MAX_LENGTH } }),
    validateInputOnChange: ['label'],
  });
  const { drafts } = form.getValues();

  const patch = (uuid: string, change: Partial<RestaurantDraft>) => {
    const draft = drafts[uuid] ?? draftOf(printer, restaurants)[uuid];
    if (draft) form.setFieldValue(`drafts.${uuid}`, { ...draft, ...change });
  };

  const submit = form.onSubmit(({ label, brand, cloudPrintEnabled }) => {
    const chosen = restaurants.flatMap((restaurant) => {
      const draft = drafts[restaurant.uuid];
      if (!draft?.enabled) return [];
      const { nbPrint, customTitlePrint, showCategory, clientTicket } = draft;
      return [
        {
          restaurant: restaurant.uuid,
          nbPrint,
          customTitlePrint: customTitlePrint.trim() || null,
          showCategory,
          clientTicket,
        },
      ];
    });
    save.mutate(
      { id: printer.id, label: label.trim(), brand, cloudPrintEnabled, restaurants: chosen },
      {
        onSuccess: () => notifySuccess(t('printers.settings.saved', { label: label.trim() })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('printers.add.label')}
            {...form.getInputProps('label')}
            size="md"
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={t('printers.add.model')}
            data={PRINTER_BRANDS.map((value) => ({
              value,
              label: value === 'other' ? t('printers.otherModel') : value,
            }))}
            {...form.getInputProps('brand')}
            onChange={(value) => form.setFieldValue('brand', value ?? 'other')}
            allowDeselect={false}
            size="md"
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Switch
          label={t('printers.settings.cloudPrint')}
          description={t('printers.settings.cloudPrintHint')}
          {...form.getInputProps('cloudPrintEnabled', { type: 'checkbox' })}
          size="md"
        />
        <Text fw={600}>{t('printers.settings.restaurants')}</Text>
        {restaurants.length === 0 ? <Text c="dimmed">{t('printers.settings.noRestaurant')}</Text> : null}
        {restaurants.map((restaurant) => {
          const draft = drafts[restaurant.uuid] ?? draftOf(printer, restaurants)[restaurant.uuid];
          if (!draft) return null;
          const platform = restaurant.platform.name;
          const name = `${restaurant.title} (${isPlatformCode(platform) ? PLATFORMS[platform].label : platform})`;
          return (
            <Stack
              key={restaurant.uuid}
              gap="xs"
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Checkbox
                label={t('printers.settings.printsFor', { restaurant: name })}
                checked={draft.enabled}
                onChange={(event) => patch(restaurant.uuid, { enabled: event.currentTarget.checked })}
                size="md"
              />
              {draft.enabled ? (
                <Group align="flex-end" gap="md" wrap="wrap">
                  <NumberInput
                    label={t('printers.settings.copies')}
                    min={1}
                    max={PRINTER_COPIES_MAX}
                    clampBehavior="strict"
                    allowDecimal={false}
                    value={draft.nbPrint}
                    onChange={(value) => patch(restaurant.uuid, { nbPrint: typeof value === 'number' ? value : 1 })}
                    w={120}
                  />
                  <TextInput
                    label={t('printers.settings.customTitle')}
                    placeholder={restaurant.title}
                    maxLength={PRINTER_TEXT_MAX_LENGTH}
                    value={draft.customTitlePrint}
                    onChange={(event) => patch(restaurant.uuid, { customTitlePrint: event.currentTarget.value })}
                    error={form.errors[`drafts.${restaurant.uuid}.customTitlePrint`]}
                    style={{ flex: '1 1 200px' }}
                  />
                  <Switch
                    label={t('printers.settings.showCategory')}
                    checked={draft.showCategory}
                    onChange={(event) => patch(restaurant.uuid, { showCategory: event.currentTarget.checked })}
                  />
                  <Switch
                    label={t('printers.settings.clientTicket')}
                    checked={draft.clientTicket}
                    onChange={(event) => patch(restaurant.uuid, { clientTicket: event.currentTarget.checked })}
                  />
                </Group>
              ) : null}
            </Stack>
          );
        })}
        <ActionError error={save.error ?? remove.error} />
        <Group justify="space-between" wrap="wrap">
          <Button
            mih={48}
            color="red"
            variant={confirmDelete ? 'filled' : 'subtle'}
            loading={remove.isPending}
            onClick={() => (confirmDelete ? remove.mutate(printer.id) : setConfirmDelete(true))}
          >
            {confirmDelete
              ? t('printers.settings.confirmDelete', { label: printer.label })
              : t('printers.settings.delete')}
          </Button>
          <Button type="submit" mih={48} loading={save.isPending}>
            {t('printers.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
