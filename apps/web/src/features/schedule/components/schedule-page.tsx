import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useRestaurantSchedules } from '../api/restaurant-schedules';
import { RestaurantPicker } from './restaurant-picker';
import { RestaurantWeekCard } from './restaurant-week-card';
import { errorMessage } from '../../../lib/error-message';

const PARAM = 'restaurants';

/**
 * /schedule: each chosen restaurant's week of opening hours (all when none is chosen), saved and sent to its platform.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.getAll(PARAM);
  const schedules = useRestaurantSchedules();
  const all = schedules.data ?? [];
  const restaurants = all.map((schedule) => schedule.restaurant);
  const shown = chosen.length === 0 ? all : all.filter((schedule) => chosen.includes(schedule.restaurant.uuid));
  const choose = (uuids: string[]) => {
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    for (const uuid of uuids) next.append(PARAM, uuid);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('schedule.title')}</Title>
      <Text c="dimmed">{t('schedule.intro')}</Text>
      {schedules.isPending ? <ListSkeleton /> : null}
      {schedules.isError && !schedules.data ? (
        <ErrorState
          message={`${t('schedule.loadError')} ${errorMessage(schedules.error, t)}`}
          onRetry={() => void schedules.refetch()}
          retrying={schedules.isRefetching}
        />
      ) : null}
      {schedules.data && all.length === 0 ? (
        <EmptyState title={t('schedule.emptyTitle')} hint={t('schedule.emptyHint')} />
      ) : null}
      {all.length > 0 ? (
        <>
          <RestaurantPicker
            label={t('schedule.restaurants')}
            placeholder={t('schedule.allRestaurants')}
            restaurants={restaurants}
            value={chosen}
            onChange={choose}
          />
          {shown.map((schedule) => (
            // Keyed by the saved week too: once saved and reloaded, the card starts again from what the server holds.
            <RestaurantWeekCard
              key={`${schedule.restaurant.uuid}:${JSON.stringify(schedule.days)}`}
              schedule={schedule}
              restaurants={restaurants}
            />
          ))}
        </>
      ) : null}
    </Stack>
  );
}
