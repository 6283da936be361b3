import { describe, expect, it } from 'vitest';
import { isPrinterBrand, normalizeMac, printerStatusIssue } from './printer-setup';

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
  it('knows the SPEC models only', () => {
    expect(isPrinterBrand('mC-Print')).toBe(true);
    expect(isPrinterBrand('Epson')).toBe(true);
    expect(isPrinterBrand('mc-print')).toBe(false);
  });
});
