import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAUSE_CHOICES, pauseChoiceKey, type PauseChoice } from '../lib/pause-choice';

type PauseDialogProps = {
  opened: boolean;
  pausableCount: number;
  onClose: () => void;
  onConfirm: (choice: PauseChoice) => void;
};

/** docs/orders.md#pause: pausing every restaurant is confirmed, with how long it lasts. */
export function PauseDialog({ opened, pausableCount, onClose, onConfirm }: PauseDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('operations.pauseAll.title')} centered>
      {/* Mounted only while open, so every opening starts again at the first choice. */}
      {opened ? <PauseChoices pausableCount={pausableCount} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function PauseChoices({ pausableCount, onClose, onConfirm }: Omit<PauseDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [key, setKey] = useState(pauseChoiceKey(PAUSE_CHOICES[0] ?? 'untilResumed'));
  const label = (choice: PauseChoice) =>
    typeof choice === 'string'
      ? t(`operations.pauseAll.${choice}`)
      : t('operations.delay.minutes', { count: choice.minutes });
  const chosen = PAUSE_CHOICES.find((choice) => pauseChoiceKey(choice) === key);

  return (
    <Stack>
      <Text>{t('operations.pauseAll.text', { count: pausableCount })}</Text>
      <Radio.Group value={key} onChange={setKey} label={t('operations.pauseAll.howLong')}>
        <Stack gap="xs" mt="xs">
          {PAUSE_CHOICES.map((choice) => (
            <Radio
              key={pauseChoiceKey(choice)}
              value={pauseChoiceKey(choice)}
              label={label(choice)}
              size="md"
              styles={{ body: { alignItems: 'center', minHeight: 48 } }}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" mih={48} onClick={onClose}>
          {t('operations.cancel')}
        </Button>
        <Button color="red" mih={48} onClick={() => chosen && onConfirm(chosen)}>
          {t('operations.pauseAll.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
