// The invoices module's public file: what other code may import from it (docs/architecture.md#modules).
export type { InvoiceLineDraft } from './invoice-draft';
export { monthLabel } from './invoice-labels';
export { monthOf, previousMonth, readInvoiceMonth } from './invoice-period';
export { issueMonthlyInvoices } from './issue-monthly-invoices';
