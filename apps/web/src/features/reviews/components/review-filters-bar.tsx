import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RestaurantSelect } from '../../../components/report-filter-bar/restaurant-select';
import type { ReviewFilters, ReviewResponseFilter } from '../lib/review-filters';

type ReviewFiltersBarProps = { value: ReviewFilters; onChange: (filters: ReviewFilters) => void };

const NO_PLATFORMS: readonly string[] = [];
const NO_COMPANIES: readonly number[] = [];

export function ReviewFiltersBar({ value, onChange }: ReviewFiltersBarProps) {
  const { t } = useTranslation();
  const ratings = [5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: t('reviews.filters.stars', { count: stars }),
  }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search">
      <Select
        label={t('reviews.filters.rating')}
        data={[{ value: 'all', label: t('reviews.filters.allRatings') }, ...ratings]}
        value={value.rating === null ? 'all' : String(value.rating)}
        onChange={(rating) =>
          onChange({ ...value, rating: rating === null || rating === 'all' ? null : Number(rating) })
        }
        allowDeselect={false}
        size="md"
        w={200}
      />
      <Select
        label={t('reviews.filters.response')}
        data={[
          { value: 'all', label: t('reviews.filters.allResponses') },
          { value: 'with', label: t('reviews.filters.withResponse') },
          { value: 'without', label: t('reviews.filters.withoutResponse') },
        ]}
        value={value.response ?? 'all'}
        onChange={(response) =>
          onChange({
            ...value,
            response: response === 'with' || response === 'without' ? (response as ReviewResponseFilter) : null,
          })
        }
        allowDeselect={false}
        size="md"
        w={220}
      />
      <RestaurantSelect
        value={value.restaurants}
        onChange={(restaurants) => onChange({ ...value, restaurants })}
        platforms={NO_PLATFORMS}
        companies={NO_COMPANIES}
      />
    </Group>
  );
}
