// The recovery module's public file: what other code may import from it (docs/architecture.md#modules).
export { issueResetLink } from './issue-reset-link';
export { RESET_PASSWORD_LIMITS } from './reset-password';
export { createResetToken, hashResetToken } from './reset-token';
