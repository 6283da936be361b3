import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { isPlatformCode, MENU_MAKER_LIMITS, PLATFORMS, requiredText } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useMenuConfigurations, type ConfigurationChoice } from '../api/menu-configurations';
import { useCreateDraft } from '../api/save-configuration';
import { errorMessage } from '../../../lib/error-message';
import { fieldRule } from '../../../lib/form-rules';
import { ActionError } from '../../../components/ui/action-error';

type ConfigurationPickerProps = { value: number | null; onChange(id: number): void };

function choiceLabel(choice: ConfigurationChoice): string {
  if (!choice.restaurant) return choice.title;
  const platform = choice.restaurant.platform.name;
  return `${choice.restaurant.title} · ${isPlatformCode(platform) ? PLATFORMS[platform].label : platform}`;
}

/** Which configuration the menu maker edits: a restaurant's live menu or a draft; and a new draft. */
export function ConfigurationPicker({ value, onChange }: ConfigurationPickerProps) {
  const { t } = useTranslation();
  const configurations = useMenuConfigurations();
  const createDraft = useCreateDraft();
  const [creating, setCreating] = useState(false);
  const form = useForm({
    initialValues: { title: '' },
    validate: { title: fieldRule((title: string) => requiredText(title, { min: 1, max: MENU_MAKER_LIMITS.title }), t) },
  });
  const rows = configurations.data ?? [];
  const data = [
    {
      group: t('menuMaker.picker.live'),
      items: rows.filter((row) => row.restaurant).map((row) => ({ value: String(row.id), label: choiceLabel(row) })),
    },
    {
      group: t('menuMaker.picker.drafts'),
      items: rows.filter((row) => !row.restaurant).map((row) => ({ value: String(row.id), label: row.title })),
    },
  ].filter((group) => group.items.length > 0);
  const companyId = rows.find((row) => row.id === value)?.company.id ?? rows[0]?.company.id ?? null;

  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('menuMaker.picker.label')}
        placeholder={configurations.isPending ? t('app.loading') : t('menuMaker.picker.placeholder')}
        data={data}
        value={value === null ? null : String(value)}
        onChange={(next) => next && onChange(Number(next))}
        searchable
        w={380}
        error={configurations.isError ? errorMessage(configurations.error, t) : undefined}
      />
      <Button
        leftSection={<IconPlus aria-hidden />}
        variant="light"
        mih={36}
        disabled={companyId === null}
        onClick={() => setCreating(true)}
      >
        {t('menuMaker.picker.newDraft')}
      </Button>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('menuMaker.picker.newDraft')} centered>
        <form
          noValidate
          onSubmit={form.onSubmit(({ title }) => {
            if (companyId === null) return;
            createDraft.mutate(
              { companyId, title: title.trim() },
              {
                onSuccess: (draft) => {
                  setCreating(false);
                  form.reset();
                  onChange(draft.id);
                },
              },
            );
          })}
        >
          <Stack>
            <TextInput
              label={t('menuMaker.form.title')}
              {...form.getInputProps('title')}
              maxLength={MENU_MAKER_LIMITS.title}
              required
              data-autofocus
            />
            <ActionError error={createDraft.error} />
            <Button type="submit" mih={48} loading={createDraft.isPending}>
              {t('menuMaker.form.save')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
