// The mail module's public file: what other code may import from it (docs/architecture.md#modules).
export { queueEmail } from './queue-email';
