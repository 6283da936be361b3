// The companies module's public file: what other code may import from it (docs/architecture.md#modules).
export { loadCompanyNodes } from './company-records';
export { CompanyRef, PostalAddressRef, SubscriptionRef } from './company.graphql';
export { getCompany } from './get-company';
