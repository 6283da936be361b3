// The menu maker's public file: what other code may import from it (docs/architecture.md#modules).
export { MENU_PUBLISH_ACTION } from './publish-menu';
