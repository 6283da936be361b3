import { describe, expect, it } from 'vitest';
import { promotionTierFor, shouldRefreshToken, TOKEN_REFRESH_THRESHOLD_MS } from './constants';

describe('shouldRefreshToken', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const day = 86_400;

  it.each<[string, number, boolean]>([
    ['thirty days left', now / 1000 + 30 * day, false],
    ['just over five days left', now / 1000 + 5 * day + 1, false],
    ['exactly five days left', now / 1000 + 5 * day, false],
    ['four days left', now / 1000 + 4 * day, true],
    ['already expired', now / 1000 - 60, true],
  ])('%s → %s', (_name, expiresAt, refresh) => {
    expect(shouldRefreshToken(expiresAt, now)).toBe(refresh);
  });

  it('uses a five-day threshold', () => {
    expect(TOKEN_REFRESH_THRESHOLD_MS).toBe(432_000_000);
  });
});

describe('promotionTierFor', () => {
  it.each<[number | null, string]>([
    [5, 'TIER_1'],
    [10, 'TIER_2'],
    [18, 'TIER_3'],
    [0, 'NONE'],
    [15, 'NONE'],
    [null, 'NONE'],
  ])('%s € → %s', (giftPrice, tier) => {
    expect(promotionTierFor(giftPrice)).toBe(tier);
  });
});
