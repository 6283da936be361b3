import { describe, expect, it } from 'vitest';
import type { OperationsRestaurant } from '../api/operations';
import { formatPauseEnd, pauseInput, summarisePauses } from './pause-choice';

const NOW = Date.parse('2026-11-25T13:00:00.000Z');

function aRestaurant(isPaused: boolean, pausedUntil: string | null, timezone = 'Europe/Paris'): OperationsRestaurant {
  return {
    uuid: `uuid-${pausedUntil}`,
    title: 'Burger',
    isPaused,
    pausedUntil,
    timezone,
    platform: { name: 'PLATFORM_UBER_EAT' },
    lastPlatformChanges: [],
  };
}

describe('pauseInput', () => {
  it("sends the minutes (the server's clock counts them), the opening for tomorrow, nothing more until resumed", () => {
    expect(pauseInput({ minutes: 15 })).toEqual({ pause: true, pauseMinutes: 15 });
    expect(pauseInput('tomorrow')).toEqual({ pause: true, pauseUntilOpening: true });
    expect(pauseInput('untilResumed')).toEqual({ pause: true });
  });
});

describe('formatPauseEnd', () => {
  it("writes the time alone today and the date on another day, in the restaurant's zone", () => {
    expect(formatPauseEnd({ at: '2026-11-25T13:30:00.000Z', timeZone: 'Europe/Paris' }, NOW, 'en')).toBe('14:30');
    expect(formatPauseEnd({ at: '2026-11-26T05:00:00.000Z', timeZone: 'Europe/Paris' }, NOW, 'fr')).toBe(
      '26-11-2026 06:00',
    );
    // Already the 25th in New York at 03:30 UTC on the 26th.
    const late = Date.parse('2026-11-26T03:00:00.000Z');
    expect(formatPauseEnd({ at: '2026-11-26T03:30:00.000Z', timeZone: 'America/New_York' }, late, 'en')).toBe('22:30');
  });
});

describe('summarisePauses', () => {
  it('counts the paused restaurants and gives the first end, mixed when they differ', () => {
    expect(summarisePauses([aRestaurant(false, null)])).toBeNull();
    expect(
      summarisePauses([aRestaurant(true, '2026-11-25T13:30:00.000Z'), aRestaurant(true, '2026-11-25T13:30:00.000Z')]),
    ).toEqual({ count: 2, firstEnd: { at: '2026-11-25T13:30:00.000Z', timeZone: 'Europe/Paris' }, mixed: false });
    expect(
      summarisePauses([aRestaurant(true, '2026-11-26T10:30:00.000Z'), aRestaurant(true, '2026-11-26T05:00:00.000Z')]),
    ).toMatchObject({ count: 2, firstEnd: { at: '2026-11-26T05:00:00.000Z' }, mixed: true });
    expect(summarisePauses([aRestaurant(true, null)])).toEqual({ count: 1, firstEnd: null, mixed: false });
  });
});
