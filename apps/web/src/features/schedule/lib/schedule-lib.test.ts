import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  copyDay,
  draftOf,
  issuesByDay,
  periodsOf,
  removePeriod,
  sameWeek,
  tidyTime,
  updatePeriod,
  weekOf,
} from './week-draft';
import { localDayName } from './issue-text';

const SAVED = [{ dayOfWeek: 7, timePeriods: [{ startTime: '18:30', endTime: '22:30' }] }];

describe('the week draft', () => {
  it('lists every day, closed ones empty, and reads back as the saved week', () => {
    const draft = draftOf(SAVED);
    expect(weekOf(draft)).toHaveLength(7);
    expect(periodsOf(draft, 1)).toEqual([]);
    expect(sameWeek(draft, SAVED)).toBe(true);
  });

  it('adds a period where the last one ends, so it never overlaps', () => {
    const draft = addPeriod(draftOf(SAVED), 7);
    expect(periodsOf(draft, 7).map(({ startTime, endTime }) => [startTime, endTime])).toEqual([
      ['18:30', '22:30'],
      ['22:30', '23:00'],
    ]);
    expect(issuesByDay(draft).size).toBe(0);
    expect(sameWeek(draft, SAVED)).toBe(false);
    expect(periodsOf(addPeriod(draftOf([]), 1), 1)).toMatchObject([{ startTime: '11:30', endTime: '14:30' }]);
  });

  it('finds an overlap on the day it happens', () => {
    let draft = addPeriod(draftOf(SAVED), 7);
    const [, added] = periodsOf(draft, 7);
    draft = updatePeriod(draft, 7, added?.key ?? '', { startTime: '11:30', endTime: '19:00' });
    expect(issuesByDay(draft).get(7)).toEqual([
      {
        code: 'periods_overlap',
        dayOfWeek: 7,
        periods: [
          { startTime: '11:30', endTime: '19:00' },
          { startTime: '18:30', endTime: '22:30' },
        ],
      },
    ]);
    expect(issuesByDay(removePeriod(draft, 7, added?.key ?? '')).size).toBe(0);
  });

  it('copies a day to others, replacing their periods', () => {
    const draft = copyDay(
      draftOf([...SAVED, { dayOfWeek: 1, timePeriods: [{ startTime: '08:00', endTime: '09:00' }] }]),
      7,
      [1, 2, 7],
    );
    expect(
      weekOf(draft)
        .filter((day) => day.timePeriods.length > 0)
        .map((day) => day.dayOfWeek),
    ).toEqual([1, 2, 7]);
    expect(periodsOf(draft, 1)).toMatchObject([{ startTime: '18:30', endTime: '22:30' }]);
  });

  it.each([
    ['9:30', '09:30'],
    [' 11h30 ', '11:30'],
    ['24:00', '24:00'],
    ['noon', 'noon'],
  ])('tidies %j into %j', (typed, tidy) => {
    expect(tidyTime(typed)).toBe(tidy);
  });

  it('names days in the interface language, Monday first', () => {
    expect(localDayName(1, 'en')).toBe('Monday');
    expect(localDayName(7, 'fr')).toBe('Dimanche');
  });
});
