import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { findHolidayIssues, isoDateOf, localDateOf } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import '@mantine/dates/styles.css';
import { useAddHolidayHours } from '../api/add-holiday-hours';
import type { ScheduleRestaurant } from '../api/restaurant-schedules';
import { errorText } from '../lib/error-text';
import { holidayIssueText } from '../lib/issue-text';
import { RestaurantPicker } from './restaurant-picker';

type Range = [string | null, string | null];

function browserToday(): string {
  return isoDateOf(localDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
}

/**
 * Adds one closure (a range of whole days) to each chosen restaurant; the shared rules speak before the server does.
 */
export function HolidayForm({ restaurants }: { restaurants: readonly ScheduleRestaurant[] }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<Range>([null, null]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const add = useAddHolidayHours();
  const today = browserToday();
  const [fromDate, toDate] = range;
  const issues = fromDate && toDate ? findHolidayIssues(fromDate, toDate, today) : [];
  const dateError =
    tried && (!fromDate || !toDate)
      ? t('schedule.holiday.pickDates')
      : (issues[0] && holidayIssueText(issues[0], t)) || null;
  const restaurantError = tried && chosen.length === 0 ? t('schedule.holiday.pickRestaurants') : null;

  const submit = () => {
    setTried(true);
    if (!fromDate || !toDate || issues.length > 0 || chosen.length === 0) return;
    add.mutate(
      { fromDate, toDate, restaurants: chosen },
      {
        onSuccess: (added) => {
          notifications.show({ color: 'green', message: t('schedule.holiday.added', { count: added.length }) });
          setRange([null, null]);
          setChosen([]);
          setTried(false);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="holiday-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="holiday-form-title">
          {t('schedule.holiday.formTitle')}
        </Title>
        <Group align="flex-start" gap="md" wrap="wrap">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('schedule.holiday.dates')}
            placeholder={t('schedule.holiday.datesPlaceholder')}
            value={range}
            onChange={(next) => {
              add.reset();
              setRange(next);
            }}
            minDate={today}
            nextLabel={t('schedule.holiday.nextMonth')}
            previousLabel={t('schedule.holiday.previousMonth')}
            locale={i18n.language}
            valueFormat="D MMMM YYYY"
            labelSeparator="–"
            size="md"
            miw={280}
            error={dateError}
            styles={{ input: { minHeight: 48 } }}
          />
          <RestaurantPicker
            label={t('schedule.holiday.restaurants')}
            restaurants={restaurants}
            value={chosen}
            onChange={setChosen}
            error={restaurantError}
          />
        </Group>
        {add.isError ? (
          <Alert color="red" role="alert">
            {errorText(add.error, t)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('schedule.holiday.formHint')}
          </Text>
          <Button mih={48} onClick={submit} loading={add.isPending}>
            {t('schedule.holiday.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
