// The platform-status module's public file: what other code may import from it (docs/architecture.md#modules).
export { applyStoreStatus } from './apply-store-status';
export { storeStatusOfEvent } from './store-status-event';
export { startPlatformStatusSweeper } from './health-check';
