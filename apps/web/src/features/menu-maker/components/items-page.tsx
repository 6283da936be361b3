import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerItem } from '../api/configuration-fields';
import { notifyFailure } from '../../../components/ui/notify';
import { useSaveItemInternalTitle } from '../api/item-internal-title';
import { EntityList } from './entity-list';
import { ItemForm, type ItemFormResult } from './item-form';
import { useEntityActions } from './use-entity-actions';

type Editing = { item: MenuMakerItem | null } | null;

/** Items: what is sold, and what modifier groups offer as options (options are items, as on Uber Eats). */
export function ItemsPage({ configuration }: { configuration: MenuMakerConfiguration }) {
  const { t } = useTranslation();
  const actions = useEntityActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const menuConfigurationId = configuration.id;
  const internalTitleSave = useSaveItemInternalTitle(menuConfigurationId);
  const groupTitle = new Map(configuration.modifierGroups.map((group) => [group.id, group.title]));

  async function save(values: ItemFormResult) {
    const item = editing?.item ?? null;
    const { internalTitle, ...fields } = values;
    setSaving(true);
    const saved = await actions.run({
      kind: 'item',
      operation: item ? 'UPDATE' : 'ADD',
      input: { menuConfigurationId, id: item?.id, ...fields },
    });
    if (saved && item && internalTitle.trim() !== (item.internalTitle ?? '')) {
      try {
        await internalTitleSave.mutateAsync({ id: item.id, title: internalTitle });
      } catch (error) {
        // The item itself is saved and its dialog closes: the toast is the only place left to say it.
        notifyFailure(error, t, t('menuMaker.saveFailed'));
      }
    }
    setSaving(false);
    if (saved) setEditing(null);
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden />} mih={48} onClick={() => setEditing({ item: null })}>
          {t('menuMaker.items.add')}
        </Button>
      </Group>
      <EntityList
        rows={configuration.items.map((item) => ({
          id: item.id,
          title: item.title,
          details: (
            <Group gap="xs">
              <Text size="sm">
                {item.price === null || item.price === undefined
                  ? t('menuMaker.items.noPrice')
                  : formatMoney(item.price)}
              </Text>
              {item.internalTitle ? <Badge variant="light">{item.internalTitle}</Badge> : null}
              {item.modifierGroups.map((group) => (
                <Badge key={group.id} variant="outline">
                  {groupTitle.get(group.id)}
                </Badge>
              ))}
            </Group>
          ),
        }))}
        emptyTitle={t('menuMaker.items.emptyTitle')}
        emptyHint={t('menuMaker.items.emptyHint')}
        busyId={actions.busyId}
        onEdit={(id) => setEditing({ item: configuration.items.find((row) => row.id === id) ?? null })}
        onDuplicate={(id) =>
          void actions.run({ kind: 'item', operation: 'DUPLICATE', input: { menuConfigurationId, id } }, id)
        }
        onDelete={(id) =>
          void actions.run({ kind: 'item', operation: 'DELETE', input: { menuConfigurationId, id } }, id)
        }
      />
      {editing ? (
        <ItemForm
          key={editing.item?.id ?? 'new'}
          configuration={configuration}
          item={editing.item}
          opened
          saving={saving}
          onClose={() => setEditing(null)}
          onSubmit={(values) => void save(values)}
        />
      ) : null}
    </Stack>
  );
}
