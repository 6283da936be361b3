// The platform-calls module's public file: what other code may import from it (docs/architecture.md#modules).
export { startOutboundWorker } from './outbound-worker';
