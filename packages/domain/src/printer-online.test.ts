import { describe, expect, it } from 'vitest';
import { isPrinterOnline } from './printer-online';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('isPrinterOnline', () => {
  it.each<[string, string | null, number | null, boolean]>([
    ['polled just now', secondsAgo(0), 5, true],
    ['silent for exactly two intervals + 5 s', secondsAgo(15), 5, true],
    ['silent one second longer', secondsAgo(16), 5, false],
    ['an interface card polling every 120 s, 200 s ago', secondsAgo(200), 120, true],
    ['an interface card silent for 246 s', secondsAgo(246), 120, false],
    ['unknown interval: Star’s default of 5 s', secondsAgo(15), null, true],
    ['unknown interval, silent for 16 s', secondsAgo(16), null, false],
    ['never polled', null, 5, false],
    ['a bad date', 'not a date', 5, false],
  ])('%s → %s', (_name, lastPing, pollInterval, online) => {
    expect(isPrinterOnline({ lastPing, pollInterval }, NOW)).toBe(online);
  });
});
