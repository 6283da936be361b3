import { describe, expect, it } from 'vitest';
import { formatTabletCode, isTabletCode, normalizeTabletCode } from './tablet-code';

describe('tablet codes', () => {
  it.each([
    ['12345678', null],
    ['1234 5678', null],
    ['1234-5678', null],
    ['1234567', 'invalid_code'],
    ['123456789', 'invalid_code'],
    ['1234567a', 'invalid_code'],
    ['', 'invalid_code'],
  ])('%j → %s', (input, expected) => {
    expect(isTabletCode(input)).toBe(expected);
  });

  it('is shown in two groups of four and read back whole', () => {
    expect(formatTabletCode('01234567')).toBe('0123 4567');
    expect(normalizeTabletCode(formatTabletCode('01234567'))).toBe('01234567');
  });
});
