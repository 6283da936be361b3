import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { isPlatformCode, MENU_MAKER_LIMITS, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useMenuConfigurations, type ConfigurationChoice } from '../api/menu-configurations';
import { useCreateDraft } from '../api/save-configuration';

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
  const [title, setTitle] = useState('');
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
        error={configurations.isError ? t(`errors.${getErrorCode(configurations.error)}`) : undefined}
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
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (companyId === null || title.trim() === '') return;
            createDraft.mutate(
              { companyId, title },
              {
                onSuccess: (draft) => {
                  setCreating(false);
                  setTitle('');
                  onChange(draft.id);
                },
              },
            );
          }}
        >
          <TextInput
            label={t('menuMaker.form.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={MENU_MAKER_LIMITS.title}
            required
            data-autofocus
          />
          {createDraft.isError ? (
            <Alert color="red" role="alert">
              {t(`errors.${getErrorCode(createDraft.error)}`)}
            </Alert>
          ) : null}
          <Button type="submit" mih={48} loading={createDraft.isPending}>
            {t('menuMaker.form.save')}
          </Button>
        </Stack>
      </Modal>
    </Group>
  );
}
