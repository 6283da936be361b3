import { useState } from 'react';
import { Button, Group, Modal, Radio, SimpleGrid, Stack } from '@mantine/core';
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

/** docs/orders.md#busy-mode: busy mode asks the preparation time first, then how long the restaurant stays busy. */
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

  if (step === 'preparation') {
    return (
      <Stack>
        <MinutesChoice
          label={t('operations.delay.preparationQuestion')}
          choices={DELAY_PREPARATION_CHOICES}
          value={preparationTime}
          onChange={setPreparationTime}
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
      <MinutesChoice
        label={t('operations.delay.busyQuestion')}
        choices={DELAY_BUSY_CHOICES}
        value={busyTime}
        onChange={setBusyTime}
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

type MinutesChoiceProps = {
  label: string;
  choices: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
};

/**
 * A number of minutes, picked among a few: radios that wrap four to a row (two on a phone), each a 48 px target as in
 * the pause-all dialog. Seven choices did not fit one segmented row in a dialog, where the last was cut.
 */
function MinutesChoice({ label, choices, value, onChange }: MinutesChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={label} value={String(value)} onChange={(picked) => onChange(Number(picked))}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt="xs">
        {choices.map((minutes) => (
          <Radio
            key={minutes}
            value={String(minutes)}
            label={t('operations.delay.minutes', { count: minutes })}
            size="md"
            styles={{ body: { alignItems: 'center', minHeight: 48 } }}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
