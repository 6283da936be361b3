// The pin module's public file: what other code may import from it (docs/architecture.md#modules).
export { requirePinSession } from './pin-session';
export { PageAccessInput } from './pin.graphql';
export { readPagesAccess } from './read-pages-access';
