// The vat module's public file: what other code may import from it (docs/architecture.md#modules).
export { miscItemReportFilter } from './misc-item-filter';
export { statementLines, type TvaStatement } from './statement-lines';
export { TvaReportRef } from './vat.graphql';
export { vatSplitRows } from './write-vat-split';
