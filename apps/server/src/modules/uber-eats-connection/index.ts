// The uber-eats-connection module's public file (docs/architecture.md#modules): "Connect with Uber" and what the
// platform says of the link afterwards.
export { serveUberEatsCallback } from './callback';
export { UBER_EATS_CALLBACK_PATH } from './start-connection';
export { readUberStoreLink, writeUberStoreLink } from './store-link';
