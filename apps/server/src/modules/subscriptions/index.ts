// The subscriptions module's public file: what other code may import from it (docs/architecture.md#modules).
export { assertServiceManager, type LockedCompany, lockManagedCompany } from './service-manager';
export { switchCompanyServices } from './switch-company-services';
