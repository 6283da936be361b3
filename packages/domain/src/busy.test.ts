import { describe, expect, it } from 'vitest';
import { isBusy } from './busy';

const NOW = Date.parse('2026-03-12T12:00:00Z');

describe('isBusy', () => {
  it.each<[string | null | undefined, boolean]>([
    ['2026-03-12T12:15:00Z', true],
    ['2026-03-12T12:00:01Z', true],
    ['2026-03-12T12:00:00Z', false],
    ['2026-03-12T11:00:00Z', false],
    [null, false],
    [undefined, false],
    ['not a date', false],
  ])('delayingOrder %j → %s', (delayingOrder, busy) => {
    expect(isBusy(delayingOrder, NOW)).toBe(busy);
  });
});
