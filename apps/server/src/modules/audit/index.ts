// The audit module's public file: what other code may import from it (docs/architecture.md#modules).
export { recordSwitchStart } from './record-audit';
export { recordViewerAudit, type ViewerAuditEntry } from './record-viewer-audit';
