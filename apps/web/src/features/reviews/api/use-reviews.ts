import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { ReviewFilters } from '../lib/review-filters';
import { ReviewsQuery } from './reviews-query';

const REVIEWS_PAGE_SIZE = 20;

function reviewsQueryOptions(filters: ReviewFilters) {
  return infiniteQueryOptions({
    queryKey: ['reviews', filters],
    queryFn: async ({ pageParam, signal }) => {
      const data = await requestGraphQL(
        ReviewsQuery,
        {
          first: REVIEWS_PAGE_SIZE,
          after: pageParam,
          rating: filters.rating,
          withResponse: filters.response === null ? null : filters.response === 'with',
          restaurants: filters.restaurants.length > 0 ? [...filters.restaurants] : null,
        },
        { signal },
      );
      return data.getReviews;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function useReviews(filters: ReviewFilters) {
  return useInfiniteQuery(reviewsQueryOptions(filters));
}
