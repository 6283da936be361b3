import { describe, expect, it } from 'vitest';
import {
  companyCheckFields,
  isEmail,
  isFiveDigits,
  isPhone,
  passwordsMatch,
  requiredEmail,
  requiredText,
} from './validation';

describe('requiredText', () => {
  it.each<[string | null, ReturnType<typeof requiredText>]>([
    ['', 'field_required'],
    ['   ', 'field_required'],
    [null, 'field_required'],
    ['a', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'text_too_long'],
  ])('%j → %s', (value, key) => {
    expect(requiredText(value)).toBe(key);
  });

  it('applies custom bounds', () => {
    expect(requiredText('abc', { min: 6, max: 50 })).toBe('text_too_short');
  });
});

describe('single-field validators', () => {
  it.each<[string, (v: string) => string | null, string, string | null]>([
    ['five digits', isFiveDigits, '75001', null],
    ['four digits', isFiveDigits, '7500', 'five_digits_required'],
    ['letters', isFiveDigits, '7500a', 'five_digits_required'],
    ['email', isEmail, 'chef@resto.fr', null],
    ['email without domain dot', isEmail, 'chef@resto', 'invalid_email'],
    ['email with a space', isEmail, 'chef @resto.fr', 'invalid_email'],
    ['required email', requiredEmail, ' chef@resto.fr ', null],
    ['required email left blank', requiredEmail, '  ', 'field_required'],
    ['required email mistyped', requiredEmail, 'chef@resto', 'invalid_email'],
    ['French phone', isPhone, '06 12 34 56 78', null],
    ['international phone', isPhone, '+33 6 12 34 56 78', null],
    ['short phone', isPhone, '1234', 'Invalid number'],
    ['phone with letters', isPhone, '06 12 AB 56 78', 'Invalid number'],
  ])('%s %j', (_name, validate, value, key) => {
    expect(validate(value)).toBe(key);
  });

  it('requires identical passwords', () => {
    expect(passwordsMatch('s3cret!', 's3cret!')).toBeNull();
    expect(passwordsMatch('s3cret!', 's3cret')).toBe('passwords_must_match');
  });
});

describe('companyCheckFields', () => {
  it('accepts a complete company', () => {
    expect(companyCheckFields({ email: 'a@b.fr', siren: '123 456 789', siret: '12345678900012' })).toBeNull();
  });

  it('reports each faulty field', () => {
    expect(companyCheckFields({ email: '', siren: '12345', siret: '' })).toEqual({
      email: 'field_required',
      siren: 'invalid_siren',
      siret: 'field_required',
    });
  });
});
