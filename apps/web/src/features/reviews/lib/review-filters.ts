export type ReviewResponseFilter = 'with' | 'without';

export type ReviewFilters = {
  /** Stars, 1 to 5; null: every rating. */
  rating: number | null;
  /** Answered or not; null: both. */
  response: ReviewResponseFilter | null;
  restaurants: string[];
};

const PARAMS = { rating: 'rating', response: 'response', restaurants: 'restaurants' } as const;

/** The filters a shared or reloaded URL names; anything missing or malformed means "all". */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const rating = Number(params.get(PARAMS.rating));
  const response = params.get(PARAMS.response);
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    response: response === 'with' || response === 'without' ? response : null,
    restaurants: (params.get(PARAMS.restaurants) ?? '').split(',').filter((uuid) => uuid.length > 0),
  };
}

export function writeReviewFilters(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.rating !== null) params.set(PARAMS.rating, String(filters.rating));
  if (filters.response !== null) params.set(PARAMS.response, filters.response);
  if (filters.restaurants.length > 0) params.set(PARAMS.restaurants, filters.restaurants.join(','));
  return params;
}
