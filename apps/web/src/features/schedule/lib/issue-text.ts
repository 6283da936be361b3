import type { HolidayIssue, ScheduleIssue } from '@comptoir/domain';
import type { TFunction } from 'i18next';

// 2024-01-01 was a Monday: day n of the week is that date plus n - 1 days.
export function localDayName(dayOfWeek: number, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, dayOfWeek));
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

const span = (period: { startTime: string; endTime: string }) => `${period.startTime}–${period.endTime}`;

/** A rule of the week in the interface language (the server says the same in English). */
export function scheduleIssueText(issue: ScheduleIssue, t: TFunction, locale: string): string {
  const day = localDayName(issue.dayOfWeek, locale);
  switch (issue.code) {
    case 'invalid_day':
    case 'repeated_day':
      return t('schedule.issues.repeatedDay', { day });
    case 'invalid_time':
      return t('schedule.issues.invalidTime', { day, time: issue.time || '—' });
    case 'start_not_before_end':
      return t('schedule.issues.startNotBeforeEnd', { day, period: span(issue.period) });
    case 'periods_overlap':
      return t('schedule.issues.overlap', { day, first: span(issue.periods[0]), second: span(issue.periods[1]) });
    case 'too_many_periods':
      return t('schedule.issues.tooMany', { day, max: issue.max });
  }
}

export function holidayIssueText(issue: HolidayIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_date':
      return t('schedule.holiday.issues.invalidDate');
    case 'from_after_to':
      return t('schedule.holiday.issues.fromAfterTo');
    case 'in_the_past':
      return t('schedule.holiday.issues.inThePast');
    case 'too_long':
      return t('schedule.holiday.issues.tooLong', { max: issue.max });
  }
}
