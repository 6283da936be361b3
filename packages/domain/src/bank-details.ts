// The billing form's bank rules, run by the form and by the server (docs/accounts.md#billing).
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { ValidationKey } from './validation';

/** How Comptoir's own invoices are paid: a SEPA direct debit from the IBAN, or a bank card. */
export const BILLING_PAYMENT_METHODS = ['DIRECT_DEBIT', 'CARD'] as const;
export type BillingPaymentMethod = (typeof BILLING_PAYMENT_METHODS)[number];

/** The IBAN as it is stored and compared: upper case, without spaces or dashes (`FR7630006000011234567890189`). */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** The country's length and format and the mod-97 check digits (ibantools); required when `required`. */
export function isIban(value: string, required = true): ValidationKey | null {
  const iban = compactIban(value);
  if (iban === '') return required ? 'field_required' : null;
  return isValidIBAN(iban) ? null : 'invalid_iban';
}

/** The last four characters, the only part of an IBAN ever shown again. */
export function ibanLast4(value: string): string {
  return compactIban(value).slice(-4);
}

export function compactBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** A BIC of 8 or 11 characters with a real country code; optional, as SEPA payments need only the IBAN. */
export function isBic(value: string): ValidationKey | null {
  const bic = compactBic(value);
  if (bic === '') return null;
  return isValidBIC(bic) ? null : 'invalid_bic';
}

/** Masks an IBAN's last four characters for display: `•••• 0189`. */
export function maskedIban(last4: string): string {
  return `•••• ${last4}`;
}
