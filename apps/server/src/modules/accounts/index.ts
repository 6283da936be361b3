// The accounts module's public file: what other code may import from it (docs/architecture.md#modules).
export { type AccountNode, type CompanyNode, loadAccountNode } from './account-node';
export { AccountConnectionRef, AccountRef, ApplicationRef, UserRef } from './account.graphql';
export { revealSecret } from './revealed-secret';
export { loadSignedInAccount, loadSwitchedAccount, readingContext } from './session-accounts';
export { invalidField, setAccountPassword } from './set-account-password';
