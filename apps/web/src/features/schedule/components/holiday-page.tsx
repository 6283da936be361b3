import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useHolidayHours } from '../api/holiday-hours';
import { useRestaurantSchedules } from '../api/restaurant-schedules';
import { HolidayForm } from './holiday-form';
import { HolidayList } from './holiday-list';
import { errorMessage } from '../../../lib/error-message';

/** /holiday: the restaurants' closures, a form to add one to several restaurants, and a remove button on each. */
export function HolidayPage() {
  const { t } = useTranslation();
  const closures = useHolidayHours();
  // The restaurants the viewer may close: those whose hours it may set.
  const schedules = useRestaurantSchedules();
  const restaurants = (schedules.data ?? []).map((schedule) => schedule.restaurant);
  const failed =
    closures.isError && !closures.data ? closures : schedules.isError && !schedules.data ? schedules : null;

  return (
    <Stack gap="md">
      <Title order={1}>{t('schedule.holiday.title')}</Title>
      <Text c="dimmed">{t('schedule.holiday.intro')}</Text>
      {schedules.data && restaurants.length > 0 ? <HolidayForm restaurants={restaurants} /> : null}
      {closures.isPending || schedules.isPending ? <ListSkeleton /> : null}
      {failed ? (
        <ErrorState
          message={`${t('schedule.holiday.loadError')} ${errorMessage(failed.error, t)}`}
          onRetry={() => void failed.refetch()}
          retrying={failed.isRefetching}
        />
      ) : null}
      {closures.data && schedules.data && closures.data.length === 0 ? (
        <EmptyState
          title={t('schedule.holiday.emptyTitle')}
          hint={restaurants.length > 0 ? t('schedule.holiday.emptyHint') : t('schedule.emptyHint')}
        />
      ) : null}
      {closures.data && closures.data.length > 0 ? <HolidayList closures={closures.data} /> : null}
    </Stack>
  );
}
