import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PinForm } from './pin-form';

type PinDialogProps = { opened: boolean; onClose: () => void; onUnlocked: () => void };

/** The PIN asked before a protected action (pause, busy mode, auto-acceptance; docs/pin.md#protected-actions). */
export function PinDialog({ opened, onClose, onUnlocked }: PinDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('pin.enter_pin')} centered>
      <Text size="sm" c="dimmed" mb="md">
        {t('pin.actionHint')}
      </Text>
      {opened ? <PinForm onUnlocked={onUnlocked} /> : null}
    </Modal>
  );
}
