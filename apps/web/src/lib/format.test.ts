import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format';

describe('formatOrderDate', () => {
  it('writes DD-MM-YYYY HH:mm in the restaurant time zone', () => {
    expect(formatOrderDate('2026-03-10T23:30:00Z', 'Europe/Paris')).toBe('11-03-2026 00:30');
    expect(formatOrderDate('2026-07-01T08:05:00Z', 'Europe/Warsaw')).toBe('01-07-2026 10:05');
  });

  it('writes nothing for an unreadable instant rather than a wrong date', () => {
    expect(formatOrderDate('not a date', 'Europe/Paris')).toBe('');
  });
});
