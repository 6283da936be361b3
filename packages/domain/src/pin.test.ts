import { describe, expect, it } from 'vitest';
import { isPinSessionValid, normalizePin, pinRequiredFor, validatePin, type PinContext } from './pin';

describe('normalizePin', () => {
  it.each([
    ['12 34', '1234'],
    ['1a2b3c4', '1234'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, pin) => {
    expect(normalizePin(input)).toBe(pin);
  });
});

describe('validatePin', () => {
  it.each<[string, string | undefined, ReturnType<typeof validatePin>]>([
    ['', undefined, 'field_required'],
    ['   ', '1234', 'field_required'],
    ['abcd', '1234', 'field_required'],
    ['123', undefined, 'pin_length_error'],
    ['1234567', undefined, 'pin_length_error'],
    ['12a3', '1234', 'pin_length_error'],
    ['1234', undefined, null],
    ['123456', undefined, null],
    ['1234', '1234', null],
    ['12-34', '1234', null],
    ['4321', '1234', 'wrong_pin'],
    ['12345', '1234', 'wrong_pin'],
  ])('%j against %j → %s', (input, stored, error) => {
    expect(validatePin(input, stored)).toBe(error);
  });
});

describe('isPinSessionValid', () => {
  it.each<[number | null | undefined, boolean]>([
    [2_000, true],
    [1_000, false],
    [500, false],
    [null, false],
    [undefined, false],
  ])('expiry %s at 1000 → %s', (expiresAt, valid) => {
    expect(isPinSessionValid(expiresAt, 1_000)).toBe(valid);
  });
});

describe('pinRequiredFor', () => {
  const company: PinContext = {
    pagesAccess: [
      { tag: 'analytics', pinRequired: true },
      { tag: 'orders', pinRequired: false },
    ],
    roles: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'],
    isSwitched: false,
    pinSessionValid: false,
  };

  it.each<[string, string, Partial<PinContext>, boolean]>([
    ['protected tag', 'analytics', {}, true],
    ['tag not requiring a PIN', 'orders', {}, false],
    ['tag absent from page access', 'history', {}, false],
    ['administrator', 'analytics', { roles: ['ROLE_ADMINISTRATOR'] }, false],
    ['switched session', 'analytics', { isSwitched: true }, false],
    ['valid PIN session', 'analytics', { pinSessionValid: true }, false],
  ])('%s → %s', (_name, tag, patch, required) => {
    expect(pinRequiredFor(tag, { ...company, ...patch })).toBe(required);
  });
});
