import { describe, expect, it } from 'vitest';
import { formatVatRate } from '../../../lib/vat-format';
import { lastFullMonth } from './vat-filters';

describe('lastFullMonth', () => {
  it.each([
    ['2026-03-11T10:00:00Z', 'Europe/Paris', { fromDate: '2026-02-01', toDate: '2026-02-28' }],
    ['2024-03-01T08:00:00Z', 'Europe/Paris', { fromDate: '2024-02-01', toDate: '2024-02-29' }],
    ['2026-01-05T12:00:00Z', 'Europe/Paris', { fromDate: '2025-12-01', toDate: '2025-12-31' }],
    // Already April in Paris, still March in New York: each reader's own calendar decides.
    ['2026-03-31T23:30:00Z', 'Europe/Paris', { fromDate: '2026-03-01', toDate: '2026-03-31' }],
    ['2026-03-31T23:30:00Z', 'America/New_York', { fromDate: '2026-02-01', toDate: '2026-02-28' }],
  ])('before %s in %s is %j', (now, zone, range) => {
    expect(lastFullMonth(new Date(now), zone)).toEqual(range);
  });
});

describe('VAT formatting', () => {
  it('writes rates in the reader’s language', () => {
    expect(formatVatRate(5.5, 'fr').replace(/\s/g, ' ')).toBe('5,5 %');
    expect(formatVatRate(20, 'en')).toBe('20%');
    expect(formatVatRate(0, 'en')).toBe('0%');
  });
});
