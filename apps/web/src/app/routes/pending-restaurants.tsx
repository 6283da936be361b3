import { PendingRestaurantsPage } from '../../features/pending-restaurants/components/pending-restaurants-page';

export function PendingRestaurantsRoute() {
  return <PendingRestaurantsPage />;
}
