import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/list-states';

export type EntityRow = { id: number; title: string; details?: ReactNode };

type EntityListProps = {
  rows: readonly EntityRow[];
  emptyTitle: string;
  emptyHint: string;
  /** The id whose action is running: its buttons show progress, the others wait. */
  busyId: number | null;
  onEdit(id: number): void;
  onDuplicate(id: number): void;
  onDelete(id: number): void;
  /** Reordering (categories): moves the row one place up (-1) or down (+1). */
  onMove?(id: number, by: -1 | 1): void;
};

/** A menu maker list: each row edits, duplicates, deletes (after a confirmation) and, for categories, moves. */
export function EntityList({
  rows,
  emptyTitle,
  emptyHint,
  busyId,
  onEdit,
  onDuplicate,
  onDelete,
  onMove,
}: EntityListProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<EntityRow | null>(null);
  if (rows.length === 0) return <EmptyState title={emptyTitle} hint={emptyHint} />;
  const busy = busyId !== null;
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Paper key={row.id} withBorder p="sm" radius="sm" data-testid="menu-maker-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{row.title}</Text>
              {row.details}
            </Stack>
            <Group gap={4} wrap="nowrap">
              {onMove ? (
                <>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('menuMaker.list.moveUp', { title: row.title })}
                    disabled={busy || index === 0}
                    onClick={() => onMove(row.id, -1)}
                  >
                    <IconArrowUp aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('menuMaker.list.moveDown', { title: row.title })}
                    disabled={busy || index === rows.length - 1}
                    onClick={() => onMove(row.id, 1)}
                  >
                    <IconArrowDown aria-hidden />
                  </ActionIcon>
                </>
              ) : null}
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('menuMaker.list.edit', { title: row.title })}
                disabled={busy}
                onClick={() => onEdit(row.id)}
              >
                <IconPencil aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('menuMaker.list.duplicate', { title: row.title })}
                loading={busyId === row.id}
                disabled={busy}
                onClick={() => onDuplicate(row.id)}
              >
                <IconCopy aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('menuMaker.list.delete', { title: row.title })}
                disabled={busy}
                onClick={() => setDeleting(row)}
              >
                <IconTrash aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('menuMaker.list.confirmTitle')}
        centered
      >
        <Text>{t('menuMaker.list.confirmText', { title: deleting?.title ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" mih={48} onClick={() => setDeleting(null)}>
            {t('menuMaker.form.cancel')}
          </Button>
          <Button
            color="red"
            mih={48}
            onClick={() => {
              if (deleting) onDelete(deleting.id);
              setDeleting(null);
            }}
          >
            {t('menuMaker.list.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
