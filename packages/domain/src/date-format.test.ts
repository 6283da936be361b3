import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatInstant, type DateFormatName } from './date-format';
import { LANGUAGES } from './i18n';

// Paris left winter time at 02:00 on 29 March 2026: the same UTC hour reads an hour later after it.
const BEFORE_DST = new Date('2026-03-28T13:05:00Z');
const AFTER_DST = new Date('2026-03-29T13:05:00Z');
const PARIS = 'Europe/Paris';

describe('formatInstant in Europe/Paris', () => {
  it.each(LANGUAGES)('%s writes numeric formats day first, on the wall clock of either side of the change', (lang) => {
    expect(formatInstant(BEFORE_DST, 'dateTime', lang, PARIS)).toBe('28-03-2026 14:05');
    expect(formatInstant(AFTER_DST, 'dateTime', lang, PARIS)).toBe('29-03-2026 15:05');
    expect(formatInstant(AFTER_DST, 'date', lang, PARIS)).toBe('29-03-2026');
    expect(formatInstant(AFTER_DST, 'time', lang, PARIS)).toBe('15:05');
  });

  it.each<[string, DateFormatName, string]>([
    ['en', 'dayMonthNameTime', '29 Mar 2026 15:05'],
    ['es', 'dayMonthNameTime', '29 mar 2026 15:05'],
    ['fr', 'dayMonthNameTime', '29 mars 2026 15:05'],
    ['pt', 'dayMonthNameTime', '29 mar. 2026 15:05'],
    ['pl', 'dayMonthNameTime', '29 mar 2026 15:05'],
    ['en', 'dayMonthName', '29 March 2026'],
    ['es', 'dayMonthName', '29 marzo 2026'],
    ['fr', 'dayMonthName', '29 mars 2026'],
    ['pt', 'dayMonthName', '29 março 2026'],
    ['pl', 'dayMonthName', '29 marca 2026'],
    ['en', 'monthYear', 'March 2026'],
    ['es', 'monthYear', 'marzo 2026'],
    ['fr', 'monthYear', 'mars 2026'],
    ['pt', 'monthYear', 'março 2026'],
    ['pl', 'monthYear', 'marzec 2026'],
  ])('%s %s → %s', (lang, format, expected) => {
    expect(formatInstant(AFTER_DST, format, lang, PARIS)).toBe(expected);
  });

  it('reads midnight as 00:00 and the day it starts', () => {
    expect(formatInstant('2026-03-28T23:00:00Z', 'dateTime', 'en', PARIS)).toBe('29-03-2026 00:00');
  });

  it('takes a regional language tag as its language', () => {
    expect(formatInstant(AFTER_DST, 'monthYear', 'fr-FR', PARIS)).toBe('mars 2026');
  });

  it('writes English for a language Comptoir does not speak', () => {
    expect(formatInstant(AFTER_DST, 'monthYear', 'de', PARIS)).toBe('March 2026');
  });

  it('reads the reader’s own clock without a zone (a review’s date)', () => {
    const local = new Date('2026-03-05T18:07:00Z');
    const time = [local.getHours(), local.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
    expect(formatInstant(local, 'dayMonthNameTime', 'en')).toBe(`${local.getDate()} Mar 2026 ${time}`);
  });

  it('gives nothing for an unreadable instant', () => {
    expect(formatInstant('not a date', 'dateTime', 'en', PARIS)).toBe('');
  });

  it('falls back to the reader’s zone for an unknown zone name rather than fail', () => {
    expect(formatInstant(AFTER_DST, 'date', 'en', 'Mars/Olympus_Mons')).toMatch(/^\d{2}-\d{2}-2026$/);
  });
});

describe('formatCalendarDay', () => {
  it.each<[string, DateFormatName, string, string]>([
    ['2026-03-05', 'date', 'en', '05-03-2026'],
    ['2026-01-01', 'dayMonthName', 'en', '1 January 2026'],
    ['2026-07-14', 'dayMonthName', 'pl', '14 lipca 2026'],
    ['2026-07-14', 'monthYear', 'pl', 'lipiec 2026'],
    ['2026-07-14', 'monthYear', 'es', 'julio 2026'],
  ])('%s as %s in %s → %s', (day, format, lang, expected) => {
    expect(formatCalendarDay(day, format, lang)).toBe(expected);
  });

  it('returns a malformed day as it came', () => {
    expect(formatCalendarDay('2026-3-5', 'date', 'en')).toBe('2026-3-5');
  });
});
