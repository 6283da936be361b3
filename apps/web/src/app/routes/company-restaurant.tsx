import { useParams } from 'react-router';
import { RestaurantSettingsPage } from '../../features/restaurant-settings/components/restaurant-settings-page';
import { NotFoundPage } from '../../features/misc/not-found-page';

// The restaurant is named by its uuid, the id every restaurant call of the API takes (docs/restaurant-settings.md).
export function CompanyRestaurantRoute() {
  const params = useParams();
  const companyId = Number(params.idCompany);
  const restaurantUuid = params.idRestaurant ?? '';
  if (!Number.isInteger(companyId) || companyId <= 0 || restaurantUuid === '') return <NotFoundPage />;
  return <RestaurantSettingsPage key={restaurantUuid} companyId={companyId} restaurantUuid={restaurantUuid} />;
}
