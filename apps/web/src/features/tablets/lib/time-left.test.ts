import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';

describe('an enrolment code’s time left', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('counts the code down in minutes and seconds, then stops', () => {
    expect(formatTimeLeft('2026-11-25T12:14:07Z', now.getTime())).toBe('14:07');
    expect(formatTimeLeft('2026-11-25T12:00:09Z', now.getTime())).toBe('00:09');
    expect(formatTimeLeft('2026-11-25T12:00:00Z', now.getTime())).toBeNull();
  });
});
