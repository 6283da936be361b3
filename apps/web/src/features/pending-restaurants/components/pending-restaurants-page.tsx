import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/error-message';
import { usePendingRestaurants } from '../api/pending-restaurants';
import { PendingRestaurantCard } from './pending-restaurant-card';

/** docs/screens.md#pending-restaurants: the restaurants the wizard registered, waiting for their account manager. */
export function PendingRestaurantsPage() {
  const { t } = useTranslation();
  const list = usePendingRestaurants();
  const restaurants = list.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('pendingRestaurants.title')}
      </Title>
      <Text c="dimmed">{t('pendingRestaurants.intro')}</Text>
      {list.isPending ? <ListSkeleton rows={3} /> : null}
      {list.isError && !list.data ? (
        <ErrorState
          message={`${t('pendingRestaurants.loadError')} ${errorMessage(list.error, t)}`}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : null}
      {list.data && restaurants.length === 0 ? (
        <EmptyState title={t('pendingRestaurants.empty')} hint={t('pendingRestaurants.emptyHint')} />
      ) : null}
      {restaurants.length > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('pendingRestaurants.count', { count: total })}
        </Text>
      ) : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {restaurants.map((restaurant) => (
          <PendingRestaurantCard key={restaurant.uuid} restaurant={restaurant} />
        ))}
      </Stack>
      {list.hasNextPage ? (
        <Center>
          <Button variant="light" mih={48} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('pendingRestaurants.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
