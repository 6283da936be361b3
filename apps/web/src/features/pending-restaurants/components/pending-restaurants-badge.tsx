import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingRestaurantCount } from '../api/pending-restaurant-count';

/** The side menu's count of restaurants waiting for review; nothing when none wait. */
export function PendingRestaurantsBadge() {
  const { t } = useTranslation();
  const count = usePendingRestaurantCount().data ?? 0;
  if (count === 0) return null;
  return (
    <Badge color="red" size="md" circle={count < 10} aria-label={t('pendingRestaurants.badge', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
