// The reviews module's public file: what other code may import from it (docs/architecture.md#modules).
export { recordPlatformReview } from './record-platform-review';
