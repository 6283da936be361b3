import { describe, expect, it } from 'vitest';
import { isOpenAt, printerProblemsOf } from './printer-problems';

const PARIS = 'Europe/Paris';
// Wednesday 25 November 2026.
const WEEK = [
  { dayOfWeek: 3, startTime: '11:30', endTime: '14:30' },
  { dayOfWeek: 3, startTime: '18:30', endTime: '24:00' },
];

describe('isOpenAt', () => {
  it.each([
    ['2026-11-25T10:29:00Z', false],
    ['2026-11-25T10:30:00Z', true],
    ['2026-11-25T13:29:00Z', true],
    ['2026-11-25T13:30:00Z', false],
    ['2026-11-25T22:59:00Z', true],
    ['2026-11-25T23:00:00Z', false],
    ['2026-11-26T11:00:00Z', false],
  ])('at %s in Paris: %s', (instant, open) => {
    expect(isOpenAt(WEEK, new Date(instant), PARIS)).toBe(open);
  });
});

describe('printerProblemsOf', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const polled = { lastPing: new Date('2026-11-25T11:59:58Z'), pollInterval: 5 };
  const silent = { lastPing: new Date('2026-11-25T11:50:00Z'), pollInterval: 5 };

  it('reports a silent printer only while the restaurant is open', () => {
    expect(printerProblemsOf({ ...silent, status: '200 OK' }, true, now)).toEqual(['offline']);
    expect(printerProblemsOf({ ...silent, status: '200 OK' }, false, now)).toEqual([]);
  });

  it('reports paper out, jam and cover open at any hour, not a healthy printer or low paper', () => {
    expect(printerProblemsOf({ ...polled, status: '410 Paper Out' }, false, now)).toEqual(['paperOut']);
    expect(printerProblemsOf({ ...polled, status: '411%20Paper%20Jam' }, true, now)).toEqual(['paperJam']);
    expect(printerProblemsOf({ ...polled, status: '420 Cover Open' }, true, now)).toEqual(['coverOpen']);
    expect(printerProblemsOf({ ...polled, status: '211 Paper Low' }, true, now)).toEqual([]);
    expect(printerProblemsOf({ ...polled, status: '200 OK' }, true, now)).toEqual([]);
  });
});
