import type { Role } from './roles';
import { routeRoles } from './routes';

/**
 * Invoices are Comptoir's own invoices to a restaurant company, issued monthly. Status labels
 * (docs/data-model.md#invoices): VALIDATING (being validated by Comptoir), VALIDER (validated, to pay), PAYER (paid).
 */
export const INVOICE_STATUSES = ['VALIDATING', 'VALIDER', 'PAYER'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** A subscription invoice per company and month; a commission invoice per company, platform and month. */
export const INVOICE_KINDS = ['SUBSCRIPTION', 'COMMISSION'] as const;

export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * What an invoice line bills ("target", docs/data-model.md#invoices): a subscribed service, the sales commission,
 * equipment, or a credit.
 */
export const INVOICE_LINE_TARGETS = ['SUBSCRIPTION', 'COMMISSION', 'EQUIPMENT', 'CREDIT'] as const;

export type InvoiceLineTarget = (typeof INVOICE_LINE_TARGETS)[number];

/**
 * Comptoir's commission on the month's sales of restaurants with `comissionInvoicing`, in basis points (200 = 2 %).
 * Sales are History's total (Σ total of orders that are not canceled) for that month, platform and restaurants.
 */
export const COMMISSION_RATE_BASIS_POINTS = 200;

/** French standard VAT rate, in percent, on everything Comptoir invoices (services, commission, equipment). */
export const INVOICE_VAT_RATE = 20;

/**
 * Who may read invoices: those who open /invoices, the company's own staff and the administrators and account
 * managers who look at their customers' invoices (docs/roles.md; scope still applies).
 */
export const INVOICE_READER_ROLES: readonly Role[] = routeRoles('invoices');

/** The commission on a base of sales, in minor units, rounded half away from zero to the cent. */
export function commissionOf(baseMinor: number, basisPoints: number = COMMISSION_RATE_BASIS_POINTS): number {
  const sign = baseMinor < 0 ? -1 : 1;
  return sign * Math.round((Math.abs(baseMinor) * basisPoints) / 10_000);
}

/** Sequential per year, zero-padded: CPT-2026-000123. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `CPT-${year}-${String(sequence).padStart(6, '0')}`;
}
