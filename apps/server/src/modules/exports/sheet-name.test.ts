import { EXPORT_SHEET_NAME_MAX } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { sheetName } from './sheet-name';

describe('sheetName', () => {
  it('keeps a short title as it is', () => {
    expect(sheetName('Eco contribution')).toBe('Eco contribution');
  });

  it('cuts a long title to 30 characters (docs/api.md#exports)', () => {
    const name = sheetName('Marketing offer fees charged by the platform');
    expect(name).toBe('Marketing offer fees charged b');
    expect(name).toHaveLength(EXPORT_SHEET_NAME_MAX);
  });

  it('cuts by characters, never splitting an accented letter or an emoji', () => {
    expect(sheetName('Contributions écologiques 🍔🍔🍔🍔🍔🍔')).toBe('Contributions écologiques 🍔🍔🍔🍔');
  });

  it.each([
    ['Ventes: janvier/février', 'Ventes janvier février'],
    ['What? [draft] *final*', 'What draft final'],
    ['a\\b', 'a b'],
    ["'quoted'", 'quoted'],
    ['???', 'Sheet'],
  ])('removes what Excel forbids from %j', (title, expected) => {
    expect(sheetName(title)).toBe(expected);
  });

  it('never repeats a name in the workbook, ignoring case as Excel does', () => {
    const long = 'Adjustments for errors in the weekly statement';
    const first = sheetName(long);
    const second = sheetName(long.toUpperCase(), [first]);
    const third = sheetName(long, [first, second]);
    expect([first, second, third]).toEqual([
      'Adjustments for errors in the',
      'ADJUSTMENTS FOR ERRORS IN (2)',
      'Adjustments for errors in (3)',
    ]);
    for (const name of [first, second, third]) expect(name.length).toBeLessThanOrEqual(EXPORT_SHEET_NAME_MAX);
  });
});
