import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ScheduleDay } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { ScheduleRestaurant } from '../api/restaurant-schedules';
import { useSaveSchedule } from '../api/save-schedule';
import { useScheduleErrorText } from '../lib/error-text';
import { RestaurantPicker } from './restaurant-picker';
import { restaurantName } from '../lib/restaurant-name';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

type CopyToRestaurantsDialogProps = {
  opened: boolean;
  onClose: () => void;
  source: ScheduleRestaurant;
  week: ScheduleDay[];
  restaurants: readonly ScheduleRestaurant[];
};

/** "Copy to other restaurants": saves this week to each chosen restaurant (one `schedule` call each). */
export function CopyToRestaurantsDialog({ opened, onClose, source, week, restaurants }: CopyToRestaurantsDialogProps) {
  const { t } = useTranslation();
  const errorText = useScheduleErrorText();
  const [chosen, setChosen] = useState<string[]>([]);
  const save = useSaveSchedule();
  const close = () => {
    setChosen([]);
    save.reset();
    onClose();
  };
  const copy = () =>
    save.mutate(
      { restaurantUuids: chosen, week },
      {
        onSuccess: () => {
          notifySuccess(t('schedule.copy.done', { count: chosen.length }));
          close();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('schedule.copy.title', { restaurant: restaurantName(source) })}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('schedule.copy.hint')}</Text>
        <RestaurantPicker
          label={t('schedule.copy.restaurants')}
          restaurants={restaurants.filter((restaurant) => restaurant.uuid !== source.uuid)}
          value={chosen}
          onChange={setChosen}
        />
        <ActionError error={save.error} describe={errorText} />
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={close}>
            {t('schedule.cancel')}
          </Button>
          <Button mih={48} onClick={copy} loading={save.isPending} disabled={chosen.length === 0}>
            {t('schedule.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
