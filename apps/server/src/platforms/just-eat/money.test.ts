import { describe, expect, it } from 'vitest';
import { decimalToMinor } from './money';

describe('decimalToMinor', () => {
  it.each([
    [19.25, 1925],
    [9.95, 995],
    [4.1, 410],
    [0.29, 29],
    [1.005, 101],
    [19, 1900],
    ['0.07', 7],
    ['12.5', 1250],
    [-3.3, -330],
    [0, 0],
  ])('%s → %i minor units, exactly', (value, expected) => {
    expect(decimalToMinor(value)).toBe(expected);
  });

  it.each(['', 'abc', '1e-7', '1,50'])('refuses "%s"', (value) => {
    expect(() => decimalToMinor(value)).toThrow();
  });
});
