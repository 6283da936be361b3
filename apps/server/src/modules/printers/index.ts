// The printers module's public file: what other code may import from it (docs/architecture.md#modules).
export { listPrinters } from './list-printers';
export { PrinterRef } from './printer.graphql';
