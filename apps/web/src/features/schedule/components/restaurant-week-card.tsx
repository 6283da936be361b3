import { useState } from 'react';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { DAYS_OF_WEEK } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { RestaurantSchedule, ScheduleRestaurant } from '../api/restaurant-schedules';
import { useSaveSchedule } from '../api/save-schedule';
import { useScheduleErrorText } from '../lib/error-text';
import {
  addPeriod,
  copyDay,
  draftOf,
  issuesByDay,
  periodsOf,
  removePeriod,
  sameWeek,
  updatePeriod,
  weekOf,
  type WeekDraft,
} from '../lib/week-draft';
import { CopyToRestaurantsDialog } from './copy-to-restaurants-dialog';
import { DayRow } from './day-row';
import { PushStatus } from './push-status';
import { restaurantName } from '../lib/restaurant-name';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

type RestaurantWeekCardProps = { schedule: RestaurantSchedule; restaurants: readonly ScheduleRestaurant[] };

/** One restaurant's week: edited here, checked by the shared rules before sending, saved with one `schedule` call. */
export function RestaurantWeekCard({ schedule, restaurants }: RestaurantWeekCardProps) {
  const { t } = useTranslation();
  const errorText = useScheduleErrorText();
  const { restaurant } = schedule;
  const [draft, setDraft] = useState<WeekDraft>(() => draftOf(schedule.days));
  const [copying, setCopying] = useState(false);
  const save = useSaveSchedule();
  const issues = issuesByDay(draft);
  const changed = !sameWeek(draft, schedule.days);
  const edit = (next: WeekDraft) => {
    save.reset();
    setDraft(next);
  };
  const submit = () =>
    save.mutate(
      { restaurantUuids: [restaurant.uuid], week: weekOf(draft) },
      {
        onSuccess: () => notifySuccess(t('schedule.week.saved', { restaurant: restaurantName(restaurant) })),
      },
    );

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={restaurantName(restaurant)}
      data-restaurant={restaurant.uuid}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm">
          <PlatformLogo platform={restaurant.platform.name} size={32} />
          <Title order={2} size="h4">
            {restaurantName(restaurant)}
          </Title>
        </Group>
        <PushStatus push={schedule.lastPush} />
      </Group>
      <Divider my="sm" />
      <Stack gap={0}>
        {DAYS_OF_WEEK.map((day) => (
          <DayRow
            key={day}
            day={day}
            periods={periodsOf(draft, day)}
            issues={issues.get(day) ?? []}
            onAdd={() => edit(addPeriod(draft, day))}
            onRemove={(key) => edit(removePeriod(draft, day, key))}
            onChange={(key, change) => edit(updatePeriod(draft, day, key, change))}
            onCopy={(days) => edit(copyDay(draft, day, days))}
          />
        ))}
      </Stack>
      <ActionError error={save.error} title={t('schedule.week.saveFailed')} describe={errorText} />
      <Group justify="flex-end" mt="md" gap="sm">
        {issues.size > 0 ? (
          <Text c="red" size="sm">
            {t('schedule.week.fixFirst')}
          </Text>
        ) : null}
        <Button
          variant="default"
          mih={48}
          onClick={() => setCopying(true)}
          disabled={issues.size > 0 || restaurants.length < 2}
        >
          {t('schedule.copy.open')}
        </Button>
        <Button
          variant="subtle"
          mih={48}
          onClick={() => edit(draftOf(schedule.days))}
          disabled={!changed || save.isPending}
        >
          {t('schedule.week.reset')}
        </Button>
        <Button mih={48} onClick={submit} loading={save.isPending} disabled={!changed || issues.size > 0}>
          {t('schedule.week.save')}
        </Button>
      </Group>
      <CopyToRestaurantsDialog
        opened={copying}
        onClose={() => setCopying(false)}
        source={restaurant}
        week={weekOf(draft)}
        restaurants={restaurants}
      />
    </Card>
  );
}
