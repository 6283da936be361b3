// The tenancy module's public file: what other code may import from it (docs/architecture.md#modules).
export { loadOwnCompany } from './own-company';
export {
  assertCompanyInScope,
  cartsInScope,
  companiesInScope,
  companyScope,
  type CompanyScope,
  isCompanyInScope,
  loadCompanyScope,
  restaurantsInScope,
  rollupsInScope,
  searchableAccounts,
  searchableCompanies,
} from './scope';
