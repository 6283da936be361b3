// The account-settings module's public file: what other code may import from it (docs/architecture.md#modules).
export { AddressInput, ContactInput } from './account-settings.graphql';
export { encryptIban } from './encrypt-iban';
