import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Choice = { label: string; value: number };

type ChoiceDialogProps = {
  opened: boolean;
  title: string;
  choices: readonly Choice[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (value: number) => void;
};

/** The extra-couriers and extra-minutes choosers: pick one value, then confirm. */
export function ChoiceDialog({ opened, title, choices, busy, onClose, onConfirm }: ChoiceDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(0);
  const choice = choices[picked];
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <SegmentedControl
          fullWidth
          size="lg"
          aria-label={title}
          value={String(picked)}
          onChange={(value) => setPicked(Number(value))}
          data={choices.map((entry, index) => ({ label: entry.label, value: String(index) }))}
        />
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={onClose}>
            {t('orders.cancelButton')}
          </Button>
          <Button mih={48} loading={busy} disabled={!choice} onClick={() => choice && onConfirm(choice.value)}>
            {t('orders.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
