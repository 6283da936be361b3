import { describe, expect, it } from 'vitest';
import { formatLastCheckIn, formatTimeLeft } from './last-check-in';

describe('a tablet’s last check-in and its code’s time left', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('says how long ago the tablet checked in', () => {
    expect(formatLastCheckIn('2026-11-25T11:58:00Z', 'en', now)).toBe('2 min. ago');
    expect(formatLastCheckIn('2026-11-22T12:00:00Z', 'fr', now)).toBe('il y a 3\u00a0j');
    expect(formatLastCheckIn(null, 'en', now)).toBeNull();
  });

  it('counts the code down in minutes and seconds, then stops', () => {
    expect(formatTimeLeft('2026-11-25T12:14:07Z', now.getTime())).toBe('14:07');
    expect(formatTimeLeft('2026-11-25T12:00:09Z', now.getTime())).toBe('0:09');
    expect(formatTimeLeft('2026-11-25T12:00:00Z', now.getTime())).toBeNull();
  });
});
