// The auth module's public file: what other code may import from it (docs/architecture.md#modules).
export { TokenPayloadRef } from './auth.graphql';
export { endSessions } from './end-sessions';
export { isLinkHolderActive, type LinkHolder, linkHolderClaims, linkHolderOf, readLinkHolder } from './link-holder';
