import { useEffect, useState } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useRatingSummary } from '../api/rating-summary';
import type { ReviewItem } from '../api/reviews-query';
import { useReviews } from '../api/use-reviews';
import { readReviewFilters, writeReviewFilters } from '../lib/review-filters';
import { RatingSummary } from './rating-summary';
import { ReviewDialog } from './review-dialog';
import { ReviewFiltersBar } from './review-filters-bar';
import { ReviewList } from './review-list';
import { errorMessage } from '../../../lib/error-message';

/** /review: each restaurant's ratings, then its customers' reviews, newest first, each answerable in the dialog. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readReviewFilters(params);
  const reviews = useReviews(filters);
  const ratings = useRatingSummary();
  const [opened, setOpened] = useState<ReviewItem | null>(null);
  const pages = reviews.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const rated = (ratings.data ?? []).filter(
    (restaurant) => filters.restaurants.length === 0 || filters.restaurants.includes(restaurant.uuid),
  );

  const { ref: sentinel, entry } = useIntersection<HTMLDivElement>({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = reviews;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('reviews.title')}</Title>
      <ReviewFiltersBar value={filters} onChange={(next) => setParams(writeReviewFilters(next), { replace: true })} />
      {rated.length > 0 ? <RatingSummary restaurants={rated} /> : null}
      {reviews.isPending ? <ListSkeleton /> : null}
      {reviews.isError && !reviews.data ? (
        <ErrorState
          message={`${t('reviews.list.loadError')} ${errorMessage(reviews.error, t)}`}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isRefetching}
        />
      ) : null}
      {reviews.data && rows.length === 0 ? (
        <EmptyState title={t('reviews.list.emptyTitle')} hint={t('reviews.list.emptyHint')} />
      ) : null}
      {rows.length > 0 ? <ReviewList reviews={rows} onOpen={setOpened} /> : null}
      {hasNextPage ? (
        <Center ref={sentinel}>
          <Button variant="light" mih={48} loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('reviews.list.loadMore')}
          </Button>
        </Center>
      ) : null}
      {rows.length > 0 ? (
        <Text c="dimmed" ta="center" size="sm">
          {t('reviews.list.shown', { shown: rows.length, total: pages[0]?.totalCount ?? rows.length })}
        </Text>
      ) : null}
      <ReviewDialog review={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
