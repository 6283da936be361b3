import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DELAY_BUSY_CHOICES,
  DELAY_BUSY_DEFAULT,
  DELAY_PREPARATION_CHOICES,
  DELAY_PREPARATION_DEFAULT,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

type DelayChoice = { preparationTime: number; busyTime: number };

type DelayDialogProps = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: DelayChoice) => void;
};

/** SPEC §4/§5: busy mode asks the preparation time first, then how long the restaurant stays busy. */
export function DelayDialog({ opened, busy, onClose, onConfirm }: DelayDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<DelayTitle />} centered>
      {/* Mounted only while open, so every opening starts again at step one with the defaults. */}
      {opened ? <DelaySteps busy={busy} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function DelayTitle() {
  const { t } = useTranslation();
  return <>{t('operations.delay.title')}</>;
}

function DelaySteps({ busy, onClose, onConfirm }: Omit<DelayDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'preparation' | 'busy'>('preparation');
  const [preparationTime, setPreparationTime] = useState<number>(DELAY_PREPARATION_DEFAULT);
  const [busyTime, setBusyTime] = useState<number>(DELAY_BUSY_DEFAULT);
  const minutes = (value: number) => ({ value: String(value), label: t('operations.delay.minutes', { count: value }) });

  if (step === 'preparation') {
    return (
      <Stack>
        <Text fw={600} id="delay-preparation">
          {t('operations.delay.preparationQuestion')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="delay-preparation"
          value={String(preparationTime)}
          onChange={(value) => setPreparationTime(Number(value))}
          data={DELAY_PREPARATION_CHOICES.map(minutes)}
        />
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={onClose}>
            {t('operations.cancel')}
          </Button>
          <Button mih={48} onClick={() => setStep('busy')}>
            {t('operations.delay.next')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text fw={600} id="delay-busy">
        {t('operations.delay.busyQuestion')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby="delay-busy"
        value={String(busyTime)}
        onChange={(value) => setBusyTime(Number(value))}
        data={DELAY_BUSY_CHOICES.map(minutes)}
      />
      <Group justify="flex-end">
        <Button variant="default" mih={48} onClick={() => setStep('preparation')}>
          {t('operations.delay.back')}
        </Button>
        <Button mih={48} loading={busy} onClick={() => onConfirm({ preparationTime, busyTime })}>
          {t('operations.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
