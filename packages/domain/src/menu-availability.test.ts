import { describe, expect, it } from 'vitest';
import {
  INDEFINITE_SUSPENSION_UNTIL,
  isItemAvailable,
  matchesAvailabilityFilter,
  suspensionEnd,
  suspensionSeverity,
} from './menu-availability';

const PARIS = 'Europe/Paris';

describe('item availability', () => {
  const now = new Date('2026-11-23T18:00:00Z');

  it.each([
    ['never suspended', null, true],
    ['suspension over', '2026-11-23T17:59:59Z', true],
    ['suspension ends exactly now', '2026-11-23T18:00:00Z', true],
    ['suspended until later', '2026-11-23T18:00:01Z', false],
  ])('%s', (_name, until, available) => {
    expect(isItemAvailable(until, now)).toBe(available);
  });

  it('ends a "Today" suspension at the restaurant’s next local midnight, in winter and in summer', () => {
    expect(suspensionEnd('TOMORROW', now, PARIS)?.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(suspensionEnd('TOMORROW', new Date('2026-07-01T21:59:00Z'), PARIS)?.toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    // 23:30 local is still "today": off until the midnight half an hour later.
    expect(suspensionEnd('TOMORROW', new Date('2026-11-23T22:30:00Z'), PARIS)?.toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('keeps "All Time" off indefinitely and AVAILABLE clears the suspension', () => {
    expect(suspensionEnd('UNKNOWN', now, PARIS)).toEqual(INDEFINITE_SUSPENSION_UNTIL);
    expect(suspensionEnd('AVAILABLE', now, PARIS)).toBeNull();
  });

  it('colours under 24 hours as warning, 24 hours and more as danger', () => {
    expect(suspensionSeverity('2026-11-24T17:59:59Z', now)).toBe('warning');
    expect(suspensionSeverity('2026-11-24T18:00:00Z', now)).toBe('danger');
    expect(suspensionSeverity(INDEFINITE_SUSPENSION_UNTIL, now)).toBe('danger');
  });

  it('filters All / Available / Unavailable', () => {
    expect(matchesAvailabilityFilter('ALL', '2027-01-01T00:00:00Z', now)).toBe(true);
    expect(matchesAvailabilityFilter('AVAILABLE', '2027-01-01T00:00:00Z', now)).toBe(false);
    expect(matchesAvailabilityFilter('UNAVAILABLE', '2027-01-01T00:00:00Z', now)).toBe(true);
    expect(matchesAvailabilityFilter('UNAVAILABLE', null, now)).toBe(false);
  });
});
