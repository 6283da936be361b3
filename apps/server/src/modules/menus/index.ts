// The menus module's public file: what other code may import from it (docs/architecture.md#modules).
export { loadItemInGraph } from './item-in-graph';
export { loadMenuDocument, loadMenuDocumentContext, toMenuDocument } from './menu-document';
export { type InGraph, loadMenuGraph, type MenuGraph, pick } from './menu-graph';
export { ItemRef, MenuConfigurationRef, TimePeriodRef } from './menu.graphql';
export { touchConfiguration } from './touch-configuration';
