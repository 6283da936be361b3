import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuMakerCategory, MenuMakerConfiguration } from '../api/configuration-fields';
import { EntityForm, type EntityFormResult } from './entity-form';
import { EntityList } from './entity-list';
import { useEntityActions } from './use-entity-actions';

type Editing = { category: MenuMakerCategory | null } | null;

/** Categories in the order customers see them (up / down), each with its items. */
export function CategoriesPage({ configuration }: { configuration: MenuMakerConfiguration }) {
  const { t } = useTranslation();
  const actions = useEntityActions();
  const [editing, setEditing] = useState<Editing>(null);
  const menuConfigurationId = configuration.id;
  const categories = configuration.categories;
  const itemTitle = new Map(configuration.items.map((item) => [item.id, item.title]));

  async function save(values: EntityFormResult) {
    const category = editing?.category ?? null;
    const input = {
      menuConfigurationId,
      id: category?.id,
      title: values.title,
      description: values.text,
      menuIds: values.links.menus,
      itemIds: values.links.items,
    };
    if (await actions.run({ kind: 'category', operation: category ? 'UPDATE' : 'ADD', input })) setEditing(null);
  }

  function move(id: number, by: -1 | 1) {
    const order = categories.map((category) => category.id);
    const from = order.indexOf(id);
    const to = from + by;
    const other = order[to];
    if (from < 0 || other === undefined) return;
    order[to] = id;
    order[from] = other;
    void actions.run(
      { kind: 'positions', categories: order.map((categoryId, position) => ({ id: categoryId, position })) },
      id,
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden />} mih={48} onClick={() => setEditing({ category: null })}>
          {t('menuMaker.categories.add')}
        </Button>
      </Group>
      <EntityList
        rows={categories.map((category) => ({
          id: category.id,
          title: category.title,
          details: (
            <Text size="sm" c="dimmed">
              {category.items.map((item) => itemTitle.get(item.id)).join(', ') || t('menuMaker.categories.noItems')}
            </Text>
          ),
        }))}
        emptyTitle={t('menuMaker.categories.emptyTitle')}
        emptyHint={t('menuMaker.categories.emptyHint')}
        busyId={actions.busyId}
        onEdit={(id) => setEditing({ category: categories.find((row) => row.id === id) ?? null })}
        onDuplicate={(id) =>
          void actions.run({ kind: 'category', operation: 'DUPLICATE', input: { menuConfigurationId, id } }, id)
        }
        onDelete={(id) =>
          void actions.run({ kind: 'category', operation: 'DELETE', input: { menuConfigurationId, id } }, id)
        }
        onMove={move}
      />
      {editing ? (
        <EntityForm
          key={editing.category?.id ?? 'new'}
          heading={editing.category ? t('menuMaker.categories.edit') : t('menuMaker.categories.add')}
          title={editing.category?.title ?? ''}
          text={{
            label: t('menuMaker.form.description'),
            value: editing.category?.description ?? null,
            multiline: true,
          }}
          links={[
            {
              key: 'menus',
              label: t('menuMaker.form.menus'),
              data: configuration.menus.map((menu) => ({ value: String(menu.id), label: menu.title })),
              value: editing.category?.menus.map((menu) => menu.id) ?? configuration.menus.map((menu) => menu.id),
            },
            {
              key: 'items',
              label: t('menuMaker.form.items'),
              data: configuration.items.map((item) => ({ value: String(item.id), label: item.title })),
              value: editing.category?.items.map((item) => item.id) ?? [],
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
