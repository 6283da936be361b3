import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyListPage } from '../../features/companies/components/company-list-page';

export function CompaniesRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const changeSearch = useCallback(
    (next: string) => setParams(next ? { search: next } : {}, { replace: true }),
    [setParams],
  );
  return <CompanyListPage search={search} onSearchChange={changeSearch} />;
}
