import { useParams } from 'react-router';
import { CompanyEditPage } from '../../features/companies/components/company-edit-page';
import { NotFoundPage } from '../../features/misc/not-found-page';

export function CompanyEditRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <CompanyEditPage key={id} companyId={id} />;
}
