import { useParams } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { ConnectRestaurantPage } from '../../features/connect-restaurant/components/connect-restaurant-page';
import { NotFoundPage } from '../../features/misc/not-found-page';
import { useConnection } from '../../lib/connection';

/** /restaurants/new: a company's own staff add a restaurant to it (docs/roles.md#connecting-a-restaurant). */
export function RestaurantNewRoute() {
  const { platform } = useParams();
  const account = useConnection().viewer?.actingAs;
  // The account is known once the profile has answered (a tablet back from Uber's page reloads the app).
  if (!account) return <FullPageSpinner />;
  if (account.__typename !== 'Company') return <NotFoundPage />;
  return (
    <ConnectRestaurantPage
      key={account.id}
      companyId={account.id}
      platformSlug={platform}
      basePath="/restaurants/new"
    />
  );
}

/** /company/{id}/restaurants/new: an account manager or an administrator adds one for the company. */
export function CompanyRestaurantNewRoute() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <ConnectRestaurantPage
      key={id}
      companyId={id}
      platformSlug={params.platform}
      basePath={`/company/${id}/restaurants/new`}
    />
  );
}
