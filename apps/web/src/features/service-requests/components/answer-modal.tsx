import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';

type AnswerModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The failed answer, unless a field already shows it. */
  error: unknown;
  pending: boolean;
  confirm: { label: string; color?: string; disabled?: boolean; onClick: () => void };
};

/**
 * The frame of an answer to a request: its form, why it failed (someone answering first, said so), Cancel and confirm.
 */
export function AnswerModal({ title, opened, onClose, children, error, pending, confirm }: AnswerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {children}
        <ActionError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={48} onClick={onClose}>
            {t('serviceRequests.cancel')}
          </Button>
          <Button
            color={confirm.color}
            mih={48}
            loading={pending}
            disabled={confirm.disabled}
            onClick={confirm.onClick}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
