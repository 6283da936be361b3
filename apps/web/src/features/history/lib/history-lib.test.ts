import { describe, expect, it } from 'vitest';
import { formatHistoryDate } from './history-date';

describe('formatHistoryDate', () => {
  it('writes DD-MM-YYYY HH:mm in the restaurant time zone', () => {
    expect(formatHistoryDate('2026-03-10T23:30:00Z', 'Europe/Paris')).toBe('11-03-2026 00:30');
    expect(formatHistoryDate('2026-07-01T08:05:00Z', 'Europe/Warsaw')).toBe('01-07-2026 10:05');
  });
});
