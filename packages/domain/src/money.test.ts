import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor } from './money';

// Intl separates groups and the symbol with (narrow) no-break spaces; compare with plain spaces.
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatMoney', () => {
  it.each<[number, string | undefined, string]>([
    [1250, undefined, '12,50 €'],
    [123456, 'EUR', '1 234,56 €'],
    [0, 'EUR', '0,00 €'],
    [-500, 'EUR', '-5,00 €'],
    [123456, 'PLN', '1234,56 zł'],
    [12345678, 'PLN', '123 456,78 zł'],
    [999, 'GBP', '9,99 £GB'],
  ])('%i minor units in %s → %s', (minor, currency, text) => {
    expect(plain(formatMoney(minor, currency))).toBe(text);
  });

  it('matches Intl in the locale the rule picks', () => {
    expect(formatMoney(4200, 'PLN')).toBe(
      new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(42),
    );
    expect(formatMoney(4200, 'EUR')).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(42),
    );
  });

  it('honours an explicit locale', () => {
    expect(formatMoney(1250, 'EUR', 'en-GB')).toBe('€12.50');
  });
});

describe('toMajor', () => {
  it('divides minor units by 100', () => {
    expect(toMajor(1999)).toBe(19.99);
  });
});
