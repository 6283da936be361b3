import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerGroup } from '../api/configuration-fields';
import { EntityList } from './entity-list';
import { GroupForm, type GroupFormResult } from './group-form';
import { useEntityActions } from './use-entity-actions';

type Editing = { group: MenuMakerGroup | null } | null;

/** Modifier groups (sauces, cooking…): their choices are items, which may ask for groups of their own. */
export function ModifiersPage({ configuration }: { configuration: MenuMakerConfiguration }) {
  const { t } = useTranslation();
  const actions = useEntityActions();
  const [editing, setEditing] = useState<Editing>(null);
  const menuConfigurationId = configuration.id;
  const itemTitle = new Map(configuration.items.map((item) => [item.id, item.title]));

  async function save(values: GroupFormResult) {
    const group = editing?.group ?? null;
    if (
      await actions.run({
        kind: 'group',
        operation: group ? 'UPDATE' : 'ADD',
        input: { menuConfigurationId, id: group?.id, ...values },
      })
    )
      setEditing(null);
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden />} mih={48} onClick={() => setEditing({ group: null })}>
          {t('menuMaker.modifiers.add')}
        </Button>
      </Group>
      <EntityList
        rows={configuration.modifierGroups.map((group) => ({
          id: group.id,
          title: group.title,
          details: (
            <Text size="sm" c="dimmed">
              {t('menuMaker.choose', { min: group.minPermitted, max: group.maxPermitted })} ·{' '}
              {group.options.map((option) => itemTitle.get(option.item.id)).join(', ')}
            </Text>
          ),
        }))}
        emptyTitle={t('menuMaker.modifiers.emptyTitle')}
        emptyHint={t('menuMaker.modifiers.emptyHint')}
        busyId={actions.busyId}
        onEdit={(id) => setEditing({ group: configuration.modifierGroups.find((row) => row.id === id) ?? null })}
        onDuplicate={(id) =>
          void actions.run({ kind: 'group', operation: 'DUPLICATE', input: { menuConfigurationId, id } }, id)
        }
        onDelete={(id) =>
          void actions.run({ kind: 'group', operation: 'DELETE', input: { menuConfigurationId, id } }, id)
        }
      />
      {editing ? (
        <GroupForm
          key={editing.group?.id ?? 'new'}
          configuration={configuration}
          group={editing.group}
          saving={actions.pending}
          onClose={() => setEditing(null)}
          onSubmit={(values) => void save(values)}
        />
      ) : null}
    </Stack>
  );
}
