import { describe, expect, it } from 'vitest';
import { readReviewFilters, writeReviewFilters } from './review-filters';
import { canSendReply, initialReplyState, PROMOTION_CHOICES } from './review-reply';

describe('the review reply rules (docs/reviews.md#reply)', () => {
  it.each([
    [5, 'TIER_1'],
    [10, 'TIER_2'],
    [18, 'TIER_3'],
    [null, 'NONE'],
    [7, 'NONE'],
  ] as const)('starts a review with giftPrice %s on %s', (giftPrice, tier) => {
    expect(initialReplyState({ message: null, giftPrice }).tier).toBe(tier);
  });

  it('prefills and locks the reply once the review is answered', () => {
    const state = initialReplyState({ message: 'Merci !', giftPrice: 10 });
    expect(state).toEqual({ tier: 'TIER_2', message: 'Merci !', answered: true });
    expect(canSendReply(state)).toBe(false);
  });

  it('offers Reply only with something to send', () => {
    expect(canSendReply({ tier: 'NONE', message: '   ', answered: false })).toBe(false);
    expect(canSendReply({ tier: 'NONE', message: 'Merci', answered: false })).toBe(true);
  });

  it('offers nothing, 5, 10 and 18 euros', () => {
    expect(PROMOTION_CHOICES).toEqual([
      { tier: 'NONE', euros: null },
      { tier: 'TIER_1', euros: 5 },
      { tier: 'TIER_2', euros: 10 },
      { tier: 'TIER_3', euros: 18 },
    ]);
  });
});

describe('review filters in the address', () => {
  it('reads back what it writes, and ignores what is malformed', () => {
    const filters = { rating: 2, response: 'without' as const, restaurants: ['a', 'b'] };
    expect(readReviewFilters(writeReviewFilters(filters))).toEqual(filters);
    expect(readReviewFilters(new URLSearchParams('rating=9&response=maybe'))).toEqual({
      rating: null,
      response: null,
      restaurants: [],
    });
  });
});
