import { useParams } from 'react-router';
import { CompanyShowPage } from '../../features/companies/components/company-show-page';
import { NotFoundPage } from '../../features/misc/not-found-page';

export function CompanyShowRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <CompanyShowPage key={id} companyId={id} />;
}
