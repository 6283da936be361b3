import { DEFAULT_LANG } from './constants';
import { isLang, type Lang } from './i18n';

// docs/dates.md: every date Comptoir shows or prints is one of these named formats, day first in every language.
const DAY_FIRST = {
  /** Orders, History, logs: '14-07-2026 13:05'. */
  dateTime: 'DD-MM-YYYY HH:mm',
  /** A day on its own (invoices, offers): '14-07-2026'. */
  date: 'DD-MM-YYYY',
  time: 'HH:mm',
  /** Reviews: '14 Jul 2026 13:05', the month in the reader's language. */
  dayMonthNameTime: 'D MMM YYYY HH:mm',
  /** A report period's ends, as the filter bar writes them: '14 July 2026'. */
  dayMonthName: 'D MMMM YYYY',
  /** An invoiced month: 'July 2026'. */
  monthYear: 'MMMM YYYY',
} as const;

export type DateFormatName = keyof typeof DAY_FIRST;

/** Each language's patterns: all day-first; a new language chooses its own here. */
export const DATE_PATTERNS: Readonly<Record<Lang, Readonly<Record<DateFormatName, string>>>> = {
  en: DAY_FIRST,
  es: DAY_FIRST,
  fr: DAY_FIRST,
  pt: DAY_FIRST,
  pl: DAY_FIRST,
};

// English month names are the same in every English; en-GB keeps Intl's day-first habits should a pattern need them.
const INTL_LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', es: 'es', fr: 'fr', pt: 'pt', pl: 'pl' };

const TOKENS = /YYYY|MMMM|MMM|MM|DD|D|HH|mm/g;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    };
    try {
      clock = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      // An unknown zone name from the API falls back to the reader's own zone rather than hide the date.
      clock = new Intl.DateTimeFormat('en-GB', options);
    }
    clocks.set(key, clock);
  }
  return clock;
}

function wallClock(instant: Date, timeZone: string | undefined): WallClock {
  const parts: Record<string, number> = {};
  for (const part of clockFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

// Building an Intl.DateTimeFormat is slow and a list writes a month per row: each name is worked out once.
const monthNames = new Map<string, string>();

/**
 * A month's name as the language writes it in this pattern: beside a day it takes the form a date uses (Polish
 * '14 lipca'), alone before a year its own (Polish 'lipiec 2026').
 */
function monthName(lang: Lang, month: number, width: 'short' | 'long', besideDay: boolean): string {
  const key = `${lang}:${width}:${besideDay}:${month}`;
  const known = monthNames.get(key);
  if (known !== undefined) return known;
  const options: Intl.DateTimeFormatOptions = besideDay
    ? { timeZone: 'UTC', day: 'numeric', month: width }
    : { timeZone: 'UTC', year: 'numeric', month: width };
  const parts = new Intl.DateTimeFormat(INTL_LOCALES[lang], options).formatToParts(
    new Date(Date.UTC(2026, month - 1, 15)),
  );
  const name = parts.find((part) => part.type === 'month')?.value ?? String(month);
  monthNames.set(key, name);
  return name;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function render(clock: WallClock, format: DateFormatName, lang: Lang): string {
  const pattern = DATE_PATTERNS[lang][format];
  const besideDay = pattern.includes('D');
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(clock.year);
      case 'MMMM':
        return monthName(lang, clock.month, 'long', besideDay);
      case 'MMM':
        return monthName(lang, clock.month, 'short', besideDay);
      case 'MM':
        return twoDigits(clock.month);
      case 'DD':
        return twoDigits(clock.day);
      case 'D':
        return String(clock.day);
      case 'HH':
        return twoDigits(clock.hour);
      default:
        return twoDigits(clock.minute);
    }
  });
}

/** 'fr', 'fr-FR' or anything else the interface holds, as one of Comptoir's languages (English when unknown). */
function langOf(language: string): Lang {
  const primary = language.split('-')[0]?.toLowerCase();
  return isLang(primary) ? primary : DEFAULT_LANG;
}

/**
 * An instant in a named format and language, read in `timeZone` (the restaurant's or the issuer's); without one, in
 * the reader's own zone. An unreadable instant gives ''.
 */
export function formatInstant(
  instant: Date | string,
  format: DateFormatName,
  language: string,
  timeZone?: string,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return render(wallClock(date, timeZone), format, langOf(language));
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ('YYYY-MM-DD', already local) in a named format; a malformed day is returned as it came. */
export function formatCalendarDay(isoDay: string, format: DateFormatName, language: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return isoDay;
  const clock = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: 0, minute: 0 };
  return render(clock, format, langOf(language));
}
