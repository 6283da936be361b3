import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeAgo } from './format';

describe('formatDateTime', () => {
  it('writes DD-MM-YYYY HH:mm in the restaurant time zone, in every language', () => {
    expect(formatDateTime('2026-03-10T23:30:00Z', 'en', 'Europe/Paris')).toBe('11-03-2026 00:30');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'pl', 'Europe/Warsaw')).toBe('01-07-2026 10:05');
  });

  it('shows nothing for a missing or unreadable instant rather than a wrong date', () => {
    expect(formatDateTime(null, 'en', 'Europe/Paris')).toBeNull();
    expect(formatDateTime('not a date', 'en', 'Europe/Paris')).toBeNull();
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it.each([
    ['2026-11-25T11:59:57Z', '3 sec. ago'],
    ['2026-11-25T11:58:00Z', '2 min. ago'],
    ['2026-11-25T09:00:00Z', '3 hr. ago'],
    ['2026-11-22T12:00:00Z', '3 days ago'],
  ])('says %s as %s', (iso, expected) => {
    expect(formatTimeAgo(iso, 'en', now)).toBe(expected);
  });

  it('speaks the reader’s language', () => {
    expect(formatTimeAgo('2026-11-25T11:58:00Z', 'fr', now)).toMatch(/^il y a 2\smin$/u);
    expect(formatTimeAgo('2026-11-22T12:00:00Z', 'fr', now)).toBe('il y a 3\u00a0j');
  });

  it('says nothing for what never happened', () => {
    expect(formatTimeAgo(null, 'en', now)).toBeNull();
  });
});
