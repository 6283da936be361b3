import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { findHolidayIssues, isoDateOf, localDateOf } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useAddHolidayHours } from '../api/add-holiday-hours';
import type { ScheduleRestaurant } from '../api/restaurant-schedules';
import { useScheduleErrorText } from '../lib/error-text';
import { holidayIssueText } from '../lib/issue-text';
import { RestaurantPicker } from './restaurant-picker';
import { datePickerProps } from '../../../lib/date-pickers';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';
import { fieldRule } from '../../../lib/form-rules';

type Values = { range: [string | null, string | null]; restaurants: string[] };

function browserToday(): string {
  return isoDateOf(localDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
}

/**
 * Adds one closure (a range of whole days) to each chosen restaurant; the shared rules speak before the server does.
 */
export function HolidayForm({ restaurants }: { restaurants: readonly ScheduleRestaurant[] }) {
  const { t, i18n } = useTranslation();
  const errorText = useScheduleErrorText();
  const add = useAddHolidayHours();
  const today = browserToday();
  const form = useForm<Values>({
    initialValues: { range: [null, null], restaurants: [] },
    validate: {
      // The domain's issues carry the dates they name: the screen words them (holidayIssueText).
      range: ([fromDate, toDate]) => {
        if (!fromDate || !toDate) return t('schedule.holiday.pickDates');
        const [issue] = findHolidayIssues(fromDate, toDate, today);
        return issue ? holidayIssueText(issue, t) : null;
      },
      restaurants: fieldRule((chosen: string[]) => (chosen.length === 0 ? 'pickRestaurants' : null), t, {
        ownKeys: 'schedule.holiday',
      }),
    },
    // A chosen range is judged at once; after a submit has shown what is wrong, every edit is.
    onValuesChange: ({ range: [fromDate, toDate] }) => {
      add.reset();
      if (Object.keys(form.errors).length > 0) form.validate();
      else if (fromDate && toDate) form.validateField('range');
    },
  });

  const submit = form.onSubmit(({ range: [fromDate, toDate], restaurants: chosen }) => {
    if (!fromDate || !toDate) return;
    add.mutate(
      { fromDate, toDate, restaurants: chosen },
      {
        onSuccess: (added) => {
          notifySuccess(t('schedule.holiday.added', { count: added.length }));
          form.reset();
        },
      },
    );
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="holiday-form-title">
      <form onSubmit={submit} noValidate>
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
              {...form.getInputProps('range')}
              minDate={today}
              nextLabel={t('schedule.holiday.nextMonth')}
              previousLabel={t('schedule.holiday.previousMonth')}
              {...datePickerProps(i18n.language)}
              size="md"
              miw={280}
              styles={{ input: { minHeight: 48 } }}
            />
            <RestaurantPicker
              label={t('schedule.holiday.restaurants')}
              restaurants={restaurants}
              value={form.getValues().restaurants}
              onChange={(chosen) => form.setFieldValue('restaurants', chosen)}
              error={form.errors.restaurants}
            />
          </Group>
          <ActionError error={add.error} describe={errorText} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('schedule.holiday.formHint')}
            </Text>
            <Button type="submit" mih={48} loading={add.isPending}>
              {t('schedule.holiday.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
