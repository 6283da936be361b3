import { describe, expect, it } from 'vitest';
import {
  isPrinterBrand,
  normalizeMac,
  PRINTER_TEXT_MAX_LENGTH,
  printerStatusIssue,
  printerTextIssue,
} from './printer-setup';

describe('normalizeMac', () => {
  it.each([
    ['00:11:62:1A:2B:3C', '00:11:62:1a:2b:3c'],
    ['00-11-62-1a-2b-3c', '00:11:62:1a:2b:3c'],
    [' 0011621a2b3c ', '00:11:62:1a:2b:3c'],
    ['0011.621a.2b3c', '00:11:62:1a:2b:3c'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeMac(input)).toBe(expected);
  });

  it.each(['', '00:11:62:1a:2b', '00:11:62:1a:2b:3c:4d', 'gg:11:62:1a:2b:3c', 'printer'])('refuses %j', (input) => {
    expect(normalizeMac(input)).toBeNull();
  });
});

describe('printerStatusIssue', () => {
  it.each([
    ['200 OK', null],
    ['200%20OK', null],
    ['410 Paper Out', 'paperOut'],
    ['410%20Paper%20Out', 'paperOut'],
    ['411 Paper Jam', 'paperJam'],
    ['420 Cover Open', 'coverOpen'],
    ['211 Paper Low', 'paperLow'],
    ['offline', null],
    [null, null],
  ])('reads %j as %j', (status, issue) => {
    expect(printerStatusIssue(status)).toBe(issue);
  });
});

describe('isPrinterBrand', () => {
  it('knows the product’s models only', () => {
    expect(isPrinterBrand('mC-Print')).toBe(true);
    expect(isPrinterBrand('Epson')).toBe(true);
    expect(isPrinterBrand('mc-print')).toBe(false);
  });
});

describe('printerTextIssue', () => {
  const longest = 'x'.repeat(PRINTER_TEXT_MAX_LENGTH);
  it.each<[string, boolean, ReturnType<typeof printerTextIssue>]>([
    ['Cuisine', true, null],
    ['', true, 'field_required'],
    ['   ', true, 'field_required'],
    ['', false, null],
    [longest, true, null],
    [`  ${longest}  `, true, null],
    [`${longest}x`, true, 'text_too_long'],
    [`${longest}x`, false, 'text_too_long'],
  ])('%j (required: %s) → %s', (text, required, issue) => {
    expect(printerTextIssue(text, required)).toBe(issue);
  });
});
