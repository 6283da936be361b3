import type { AvailabilityFilter } from '@comptoir/domain';

export type MenuFilters = {
  /**
   * Restaurant uuids; null: none chosen yet, so the first restaurant is shown ("first restaurant preselected",
   * docs/screens.md#menus).
   */
  restaurants: string[] | null;
  search: string;
  availability: AvailabilityFilter;
};

const PARAMS = { restaurants: 'restaurants', search: 'search', availability: 'availability' } as const;
const AVAILABILITY_FILTERS: readonly AvailabilityFilter[] = ['ALL', 'AVAILABLE', 'UNAVAILABLE'];

/** The filters a shared or reloaded URL names; anything missing or malformed means the default. */
export function readMenuFilters(params: URLSearchParams): MenuFilters {
  const restaurants = params.get(PARAMS.restaurants);
  const availability = params.get(PARAMS.availability);
  return {
    restaurants: restaurants === null ? null : restaurants.split(',').filter((uuid) => uuid.length > 0),
    search: params.get(PARAMS.search) ?? '',
    availability: AVAILABILITY_FILTERS.find((filter) => filter === availability) ?? 'ALL',
  };
}

export function writeMenuFilters(filters: MenuFilters): URLSearchParams {
  const params = new URLSearchParams();
  // An emptied selection is kept (restaurants=) so that a reload does not bring the first restaurant back.
  if (filters.restaurants !== null) params.set(PARAMS.restaurants, filters.restaurants.join(','));
  if (filters.search !== '') params.set(PARAMS.search, filters.search);
  if (filters.availability !== 'ALL') params.set(PARAMS.availability, filters.availability);
  return params;
}
