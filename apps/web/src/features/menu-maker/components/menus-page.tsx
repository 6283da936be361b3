import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerMenu } from '../api/configuration-fields';
import { EntityForm, type EntityFormResult } from './entity-form';
import { EntityList } from './entity-list';
import { useEntityActions } from './use-entity-actions';

type Editing = { menu: MenuMakerMenu | null } | null;

/** The configuration's menus (e.g. lunch, evening), each with its categories; hours come from the schedule. */
export function MenusPage({ configuration }: { configuration: MenuMakerConfiguration }) {
  const { t } = useTranslation();
  const actions = useEntityActions();
  const [editing, setEditing] = useState<Editing>(null);
  const menuConfigurationId = configuration.id;
  const categoryTitle = new Map(configuration.categories.map((category) => [category.id, category.title]));

  async function save(values: EntityFormResult) {
    const menu = editing?.menu ?? null;
    const input = {
      menuConfigurationId,
      id: menu?.id,
      title: values.title,
      subtitle: values.text,
      categoryIds: values.links.categories,
    };
    if (await actions.run({ kind: 'menu', operation: menu ? 'UPDATE' : 'ADD', input })) setEditing(null);
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden />} mih={48} onClick={() => setEditing({ menu: null })}>
          {t('menuMaker.menus.add')}
        </Button>
      </Group>
      <EntityList
        rows={configuration.menus.map((menu) => ({
          id: menu.id,
          title: menu.title,
          details: (
            <Text size="sm" c="dimmed">
              {[menu.subtitle, menu.categories.map((category) => categoryTitle.get(category.id)).join(', ')]
                .filter(Boolean)
                .join(' — ')}
            </Text>
          ),
        }))}
        emptyTitle={t('menuMaker.menus.emptyTitle')}
        emptyHint={t('menuMaker.menus.emptyHint')}
        busyId={actions.busyId}
        onEdit={(id) => setEditing({ menu: configuration.menus.find((row) => row.id === id) ?? null })}
        onDuplicate={(id) =>
          void actions.run({ kind: 'menu', operation: 'DUPLICATE', input: { menuConfigurationId, id } }, id)
        }
        onDelete={(id) =>
          void actions.run({ kind: 'menu', operation: 'DELETE', input: { menuConfigurationId, id } }, id)
        }
      />
      {editing ? (
        <EntityForm
          key={editing.menu?.id ?? 'new'}
          heading={editing.menu ? t('menuMaker.menus.edit') : t('menuMaker.menus.add')}
          title={editing.menu?.title ?? ''}
          text={{ label: t('menuMaker.form.subtitle'), value: editing.menu?.subtitle ?? null, multiline: false }}
          links={[
            {
              key: 'categories',
              label: t('menuMaker.form.categories'),
              data: configuration.categories.map((category) => ({ value: String(category.id), label: category.title })),
              value: editing.menu?.categories.map((category) => category.id) ?? [],
            },
          ]}
          saving={actions.pending}
          onClose={() => setEditing(null)}
          onSubmit={(values) => void save(values)}
        />
      ) : null}
    </Stack>
  );
}
