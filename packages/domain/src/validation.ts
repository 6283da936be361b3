// Form rules of docs/constants.md#forms. Each validator returns a translation key, or null when the value is fine.

export type ValidationKey =
  | 'field_required'
  | 'text_too_short'
  | 'text_too_long'
  | 'five_digits_required'
  | 'invalid_email'
  | 'passwords_must_match'
  | 'Invalid number'
  | 'invalid_siren'
  | 'invalid_siret'
  | 'weak_password'
  | 'invalid_vat_number'
  | 'terms_required'
  | 'invalid_iban'
  | 'invalid_bic'
  | 'invalid_code'
  | 'invalid_webhook_url'
  | 'invalid_currency'
  | 'invalid_language';

export type TextBounds = { min: number; max: number };

// The product gives 1 to 50 characters (docs/constants.md#forms); one language variant says "from 6", which reads as a
// typo.
export const DEFAULT_TEXT_BOUNDS: TextBounds = { min: 1, max: 50 };

export function requiredText(
  value: string | null | undefined,
  bounds: TextBounds = DEFAULT_TEXT_BOUNDS,
): ValidationKey | null {
  const text = value?.trim() ?? '';
  if (text.length === 0) return 'field_required';
  if (text.length < bounds.min) return 'text_too_short';
  if (text.length > bounds.max) return 'text_too_long';
  return null;
}

export function isFiveDigits(value: string): ValidationKey | null {
  return /^\d{5}$/.test(value.trim()) ? null : 'five_digits_required';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): ValidationKey | null {
  return EMAIL_PATTERN.test(value.trim()) ? null : 'invalid_email';
}

export function requiredEmail(value: string): ValidationKey | null {
  return value.trim() === '' ? 'field_required' : isEmail(value);
}

export function passwordsMatch(password: string, confirmation: string): ValidationKey | null {
  return password === confirmation ? null : 'passwords_must_match';
}

/** Accepts international numbers written with spaces, dots, dashes or brackets: 8 to 15 digits, optional leading +. */
export function isPhone(value: string): ValidationKey | null {
  const compact = value.trim().replace(/[\s.()-]/g, '');
  return /^\+?\d{8,15}$/.test(compact) ? null : 'Invalid number';
}

export type CompanyCheckInput = { email: string; siren: string; siret: string };

export type CompanyCheckErrors = Partial<Record<keyof CompanyCheckInput, ValidationKey>>;

// The company existence check (companyCheckExist, docs/constants.md#forms) takes email, SIREN and SIRET; the product
// shows no format rule for the last two, so they carry the French registry's lengths: 9 and 14 digits.
export function companyCheckFields(input: CompanyCheckInput): CompanyCheckErrors | null {
  const errors: CompanyCheckErrors = {};
  const email = input.email.trim() === '' ? 'field_required' : isEmail(input.email);
  if (email) errors.email = email;
  const siren = input.siren.replace(/\s/g, '');
  if (!/^\d{9}$/.test(siren)) errors.siren = siren === '' ? 'field_required' : 'invalid_siren';
  const siret = input.siret.replace(/\s/g, '');
  if (!/^\d{14}$/.test(siret)) errors.siret = siret === '' ? 'field_required' : 'invalid_siret';
  return Object.keys(errors).length > 0 ? errors : null;
}
