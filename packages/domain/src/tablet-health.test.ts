import { describe, expect, it } from 'vitest';
import { TABLET_SILENT_AFTER_MINUTES } from './constants';
import { isTabletSilent, minutesSince, tabletSilenceOf } from './tablet-health';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('TABLET_SILENT_AFTER_MINUTES', () => {
  it('is five minutes: five missed check-ins of a tablet that checks in every minute', () => {
    expect(TABLET_SILENT_AFTER_MINUTES).toBe(5);
  });
});

describe('isTabletSilent', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each<[string, Date | string | null, boolean]>([
    ['a check-in a minute ago', minutesBefore(now, 1), false],
    ['exactly five minutes ago', minutesBefore(now, 5), false],
    ['five minutes and a second ago', new Date(now.getTime() - 5 * 60_000 - 1_000), true],
    ['six minutes ago, as an ISO string', minutesBefore(now, 6).toISOString(), true],
    ['never checked in', null, false],
    ['a date that does not parse', 'yesterday', false],
  ])('%s → %s', (_name, lastCheckIn, silent) => {
    expect(isTabletSilent(lastCheckIn, now)).toBe(silent);
  });
});

describe('minutesSince', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('counts whole minutes, never below zero', () => {
    expect(minutesSince(minutesBefore(now, 6.9), now)).toBe(6);
    expect(minutesSince(new Date(now.getTime() + 30_000), now)).toBe(0);
  });
});

describe('tabletSilenceOf', () => {
  // Wednesday lunch and a dinner that runs to midnight, then on Thursday from midnight to 01:00 (schedule.ts).
  const WEEK = [
    { dayOfWeek: 3, startTime: '11:30', endTime: '14:30' },
    { dayOfWeek: 3, startTime: '18:30', endTime: '24:00' },
    { dayOfWeek: 4, startTime: '00:00', endTime: '01:00' },
  ];
  const silentAt = (now: string, timeZone: string, week = WEEK) => {
    const at = new Date(now);
    return tabletSilenceOf({ lastCheckIn: minutesBefore(at, 6), openingHours: week, timeZone, now: at });
  };

  it.each<[string, string, string, boolean]>([
    // Paris is UTC+1 in November.
    ['Paris, Wednesday 12:00 (lunch)', '2026-11-25T11:00:00Z', 'Europe/Paris', true],
    ['Paris, Wednesday 15:00 (between services)', '2026-11-25T14:00:00Z', 'Europe/Paris', false],
    ['Paris, Wednesday 23:59 (before midnight)', '2026-11-25T22:59:00Z', 'Europe/Paris', true],
    ['Paris, Thursday 00:30 (after midnight, the next day’s period)', '2026-11-25T23:30:00Z', 'Europe/Paris', true],
    ['Paris, Thursday 01:00 (closed)', '2026-11-26T00:00:00Z', 'Europe/Paris', false],
    // The same UTC instant is Wednesday 12:00 in Paris but Wednesday 06:00 in New York (UTC−5): closed there.
    ['New York, Wednesday 06:00', '2026-11-25T11:00:00Z', 'America/New_York', false],
    ['New York, Wednesday 12:00', '2026-11-25T17:00:00Z', 'America/New_York', true],
    // 23:30 UTC on Tuesday is already Wednesday 10:30 in Auckland (UTC+13): closed; 22:30 UTC is Wednesday 11:30 there.
    ['Auckland, Wednesday 10:30', '2026-11-24T21:30:00Z', 'Pacific/Auckland', false],
    ['Auckland, Wednesday 11:30', '2026-11-24T22:30:00Z', 'Pacific/Auckland', true],
  ])('%s → %s', (_name, now, timeZone, silent) => {
    expect(silentAt(now, timeZone) !== null).toBe(silent);
  });

  it('answers the instant of the last check-in', () => {
    const now = new Date('2026-11-25T11:00:00Z');
    expect(
      tabletSilenceOf({
        lastCheckIn: minutesBefore(now, 6).toISOString(),
        openingHours: WEEK,
        timeZone: 'Europe/Paris',
        now,
      }),
    ).toEqual(minutesBefore(now, 6));
  });

  it('raises nothing for a recent check-in, a company that never checked in, or a restaurant without hours', () => {
    const now = new Date('2026-11-25T11:00:00Z');
    expect(
      tabletSilenceOf({ lastCheckIn: minutesBefore(now, 4), openingHours: WEEK, timeZone: 'Europe/Paris', now }),
    ).toBeNull();
    expect(tabletSilenceOf({ lastCheckIn: null, openingHours: WEEK, timeZone: 'Europe/Paris', now })).toBeNull();
    expect(silentAt('2026-11-25T11:00:00Z', 'Europe/Paris', [])).toBeNull();
  });
});
