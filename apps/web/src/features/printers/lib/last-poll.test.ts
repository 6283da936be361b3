import { describe, expect, it } from 'vitest';
import { formatLastPoll } from './last-poll';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('formatLastPoll', () => {
  it.each([
    ['2026-11-25T11:59:57Z', 'en', '3 sec. ago'],
    ['2026-11-25T11:58:00Z', 'en', '2 min. ago'],
    ['2026-11-25T09:00:00Z', 'en', '3 hr. ago'],
    ['2026-11-22T12:00:00Z', 'en', '3 days ago'],
  ])('says %s as %s in %s', (lastPing, lang, expected) => {
    expect(formatLastPoll(lastPing, lang, NOW)).toBe(expected);
  });

  it('speaks the reader’s language', () => {
    expect(formatLastPoll('2026-11-25T11:58:00Z', 'fr', NOW)).toMatch(/^il y a 2\smin$/u);
  });

  it('says nothing for a printer that never polled', () => {
    expect(formatLastPoll(null, 'en', NOW)).toBeNull();
  });
});
