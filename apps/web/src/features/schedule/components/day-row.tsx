import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { DAYS_OF_WEEK, MAX_PERIODS_PER_DAY, type ScheduleIssue, type TimePeriod } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { localDayName, scheduleIssueText } from '../lib/issue-text';
import { tidyTime, type DraftPeriod } from '../lib/week-draft';

type DayRowProps = {
  day: number;
  periods: DraftPeriod[];
  issues: ScheduleIssue[];
  onAdd: () => void;
  onRemove: (key: string) => void;
  onChange: (key: string, change: Partial<TimePeriod>) => void;
  onCopy: (days: number[]) => void;
};

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];

/** One day of the week grid: its periods as HH:MM fields (24:00 allowed as an end), add, remove, copy to other days. */
export function DayRow({ day, periods, issues, onAdd, onRemove, onChange, onCopy }: DayRowProps) {
  const { t, i18n } = useTranslation();
  const name = localDayName(day, i18n.language);
  const others = DAYS_OF_WEEK.filter((other) => other !== day);
  const timeField = (period: DraftPeriod, index: number, field: keyof TimePeriod) => (
    <TextInput
      aria-label={t(field === 'startTime' ? 'schedule.week.start' : 'schedule.week.end', {
        day: name,
        index: index + 1,
      })}
      value={period[field]}
      placeholder="HH:MM"
      inputMode="numeric"
      maxLength={5}
      w={88}
      size="md"
      onChange={(event) => onChange(period.key, { [field]: event.currentTarget.value })}
      onBlur={(event) => onChange(period.key, { [field]: tidyTime(event.currentTarget.value) })}
    />
  );

  return (
    <Group align="flex-start" gap="md" wrap="wrap" py="xs" data-day={day} role="group" aria-label={name}>
      <Text fw={600} w={110} pt={10}>
        {name}
      </Text>
      <Stack gap="xs" style={{ flex: 1 }}>
        {periods.length === 0 ? (
          <Text c="dimmed" pt={10}>
            {t('schedule.week.closed')}
          </Text>
        ) : null}
        {periods.map((period, index) => (
          <Group key={period.key} gap="xs" wrap="nowrap">
            {timeField(period, index, 'startTime')}
            <Text aria-hidden>–</Text>
            {timeField(period, index, 'endTime')}
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              onClick={() => onRemove(period.key)}
              aria-label={t('schedule.week.remove', { day: name, index: index + 1 })}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {issues.map((issue, index) => (
          <Text key={index} c="red" size="sm" role="alert">
            {scheduleIssueText(issue, t, i18n.language)}
          </Text>
        ))}
      </Stack>
      <Group gap="xs">
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onAdd}
          disabled={periods.length >= MAX_PERIODS_PER_DAY}
          aria-label={t('schedule.week.add', { day: name })}
        >
          {t('schedule.week.addShort')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button
              variant="subtle"
              mih={44}
              leftSection={<IconCopy size={18} aria-hidden />}
              aria-label={t('schedule.week.copy', { day: name })}
            >
              {t('schedule.week.copyShort')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onCopy(others)}>{t('schedule.week.copyAll')}</Menu.Item>
            <Menu.Item onClick={() => onCopy(WEEKDAYS)}>{t('schedule.week.copyWeekdays')}</Menu.Item>
            <Menu.Item onClick={() => onCopy(WEEKEND)}>{t('schedule.week.copyWeekend')}</Menu.Item>
            <Menu.Divider />
            {others.map((other) => (
              <Menu.Item key={other} onClick={() => onCopy([other])}>
                {localDayName(other, i18n.language)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
