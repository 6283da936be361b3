// The administrators' and account managers' company edit (docs/administration.md#company-edit): only the fields sent
// change, and the company's details as they will be after the edit are judged by the sign-up's own rules.
import { validateCompanyDetails, type CompanyDetails, type CompanyDetailsField } from './company-details';
import { isLang } from './i18n';
import { requiredEmail, type ValidationKey } from './validation';

// The currencies of the countries a company may sign up in (the EU's, and its neighbours'): a company's money is
// shown in one of them. ISO 4217 codes.
export const ACCOUNT_CURRENCIES = [
  'EUR',
  'GBP',
  'CHF',
  'PLN',
  'CZK',
  'DKK',
  'SEK',
  'NOK',
  'HUF',
  'RON',
  'BGN',
] as const;

export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

export function isAccountCurrency(value: unknown): value is AccountCurrency {
  return typeof value === 'string' && (ACCOUNT_CURRENCIES as readonly string[]).includes(value);
}

/** What an edit may send; a field left out keeps its stored value. */
export type CompanyEdit = Partial<CompanyDetails> & { email?: string; currency?: string; lang?: string };

export type CompanyEditField = CompanyDetailsField | 'email' | 'currency' | 'lang';
export type CompanyEditErrors = Partial<Record<CompanyEditField, ValidationKey>>;

const DETAIL_KEYS = ['name', 'siren', 'siret', 'vatNumber', 'contact', 'adresse'] as const;

/** The company's details once the edit is applied: each sent part replaces the stored one. */
export function applyCompanyEdit(stored: CompanyDetails, edit: CompanyEdit): CompanyDetails {
  const merged: CompanyDetails = { ...stored };
  for (const key of DETAIL_KEYS) {
    const value = edit[key];
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/**
 * `{ field: validationKey }` for what the edit would leave wrong, or null. The details are judged as a whole once any
 * of them is sent, because the rules tie them together (the country decides the postal code, the phone and whether a
 * SIREN is required; the SIREN decides the SIRET and the VAT number). An edit of the preferences alone does not hold
 * the company to rules its stored details may predate.
 */
export function validateCompanyEdit(stored: CompanyDetails, edit: CompanyEdit): CompanyEditErrors | null {
  const errors: CompanyEditErrors = {};
  if (DETAIL_KEYS.some((key) => edit[key] !== undefined))
    Object.assign(errors, validateCompanyDetails(applyCompanyEdit(stored, edit)));
  const email = edit.email === undefined ? null : requiredEmail(edit.email);
  if (email) errors.email = email;
  if (edit.currency !== undefined && !isAccountCurrency(edit.currency)) errors.currency = 'invalid_currency';
  if (edit.lang !== undefined && !isLang(edit.lang)) errors.lang = 'invalid_language';
  return Object.keys(errors).length > 0 ? errors : null;
}
