// The sign-up form's rules (docs/accounts.md#sign-up), run by the form on blur and submit and by the server on
// registerCompany, so both refuse the same values with the same validation keys.
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { passwordConfirmation, passwordStrength } from './password-policy';
import { isEmail, isFiveDigits, requiredEmail, requiredText, type ValidationKey } from './validation';

// The versions of the terms of use and the privacy policy a new company accepts; raised when the texts change.
export const TERMS_VERSION = '2026-11';
export const PRIVACY_VERSION = '2026-11';

export const ACCOUNT_CODE_LENGTH = 6;

export type CompanyRegistration = {
  name: string;
  siren: string;
  siret: string;
  vatNumber: string;
  contact: { firstName: string; lastName: string; phone: string; email: string };
  adresse: { adresse: string; postalCode: string; city: string; country: string };
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
};

/** Form paths of the fields, as Mantine's form and the server's `extensions.fields` name them. */
export type RegistrationField =
  | 'name'
  | 'siren'
  | 'siret'
  | 'vatNumber'
  | 'contact.firstName'
  | 'contact.lastName'
  | 'contact.phone'
  | 'contact.email'
  | 'adresse.adresse'
  | 'adresse.postalCode'
  | 'adresse.city'
  | 'adresse.country'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'phone'
  | 'termsAccepted'
  | 'privacyAccepted';

export type RegistrationErrors = Partial<Record<RegistrationField, ValidationKey>>;

// The standard VAT number formats of the 27 EU member states, as the European Commission's VIES checks them
// (Greece is EL there, not GR). Letters and digits only: separators are removed first.
export const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** The countries a company may sign up from (ISO 3166-1 alpha-2): the EU member states. */
export const SIGNUP_COUNTRIES: readonly string[] = Object.keys(EU_VAT_PATTERNS)
  .map((prefix) => (prefix === 'EL' ? 'GR' : prefix))
  .sort();

const FRANCE = 'FR';
// La Poste's establishments share one SIREN; their SIRETs follow a digit-sum rule instead of Luhn (INSEE).
const LA_POSTE_SIREN = '356000000';

/** Digits only: SIREN, SIRET and codes are often typed in groups. */
export function compactDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** Upper case without spaces, dots or dashes, as VAT numbers are compared and stored. */
export function compactVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isSiren(value: string): ValidationKey | null {
  const siren = compactDigits(value);
  if (siren === '') return 'field_required';
  return /^\d{9}$/.test(siren) && luhnValid(siren) ? null : 'invalid_siren';
}

/** A SIRET is the company's SIREN followed by a 5-digit establishment number, under one Luhn key. */
export function isSiret(value: string, siren?: string): ValidationKey | null {
  const siret = compactDigits(value);
  if (siret === '') return 'field_required';
  if (!/^\d{14}$/.test(siret)) return 'invalid_siret';
  if (siren !== undefined && compactDigits(siren) !== siret.slice(0, 9)) return 'invalid_siret';
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== `${LA_POSTE_SIREN}00048`) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0 ? null : 'invalid_siret';
  }
  return luhnValid(siret) ? null : 'invalid_siret';
}

/** The numeric key of a French VAT number: FR, the key, then the SIREN. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The VAT number's format for its country prefix; a French one also its key, and its SIREN when `siren` is given. */
export function isVatNumber(value: string, siren?: string): ValidationKey | null {
  const vat = compactVatNumber(value);
  if (vat === '') return 'field_required';
  const pattern = EU_VAT_PATTERNS[vat.slice(0, 2)];
  if (!pattern?.test(vat)) return 'invalid_vat_number';
  if (vat.startsWith(FRANCE)) {
    const key = vat.slice(2, 4);
    const vatSiren = vat.slice(4);
    // Keys with letters are issued to some bodies without a computable key: only their format is checked.
    if (/^\d{2}$/.test(key) && key !== frenchVatKey(vatSiren)) return 'invalid_vat_number';
    if (siren !== undefined && compactDigits(siren) !== vatSiren) return 'invalid_vat_number';
  }
  return null;
}

function asCountryCode(country: string): CountryCode | undefined {
  return SIGNUP_COUNTRIES.includes(country) ? (country as CountryCode) : undefined;
}

/**
 * A phone number valid in its country ('Invalid number', the product's message); a national number is read in
 * `country`.
 */
export function isPhoneNumber(value: string, country: string): ValidationKey | null {
  if (value.trim() === '') return 'field_required';
  return isValidPhoneNumber(value, asCountryCode(country) ?? FRANCE) ? null : 'Invalid number';
}

/** The phone number in international format (+33612345678), as it is stored. */
export function normalisePhoneNumber(value: string, country: string): string {
  return parsePhoneNumberFromString(value, asCountryCode(country) ?? FRANCE)?.number ?? value.trim();
}

export function isAccountCode(value: string): ValidationKey | null {
  const code = compactDigits(value);
  if (code === '') return 'field_required';
  return new RegExp(`^\\d{${ACCOUNT_CODE_LENGTH}}$`).test(code) ? null : 'invalid_code';
}

function optionalEmail(value: string): ValidationKey | null {
  return value.trim() === '' ? null : isEmail(value);
}

/**
 * Every rule of the sign-up form: `{ field: validationKey }` for the fields that fail, or null. SIREN and SIRET are
 * French registry numbers, required for a company in France and checked when given elsewhere; the VAT number is
 * optional (a business under the VAT threshold has none) and checked when given (docs/accounts.md#sign-up).
 */
export function validateCompanyRegistration(input: CompanyRegistration): RegistrationErrors | null {
  const country = input.adresse.country.trim().toUpperCase();
  const inFrance = country === FRANCE;
  const siren = compactDigits(input.siren);
  const sirenError = siren === '' && !inFrance ? null : isSiren(siren);
  const checks: Record<RegistrationField, ValidationKey | null> = {
    name: requiredText(input.name),
    siren: sirenError,
    siret:
      compactDigits(input.siret) === '' && !inFrance
        ? null
        : isSiret(input.siret, sirenError ? undefined : siren || undefined),
    vatNumber:
      compactVatNumber(input.vatNumber) === ''
        ? null
        : isVatNumber(input.vatNumber, sirenError || siren === '' ? undefined : siren),
    'contact.firstName': requiredText(input.contact.firstName),
    'contact.lastName': requiredText(input.contact.lastName),
    'contact.phone': isPhoneNumber(input.contact.phone, country),
    'contact.email': optionalEmail(input.contact.email),
    'adresse.adresse': requiredText(input.adresse.adresse),
    'adresse.postalCode': inFrance ? isFiveDigits(input.adresse.postalCode) : requiredText(input.adresse.postalCode),
    'adresse.city': requiredText(input.adresse.city),
    'adresse.country': asCountryCode(country) ? null : 'field_required',
    email: requiredEmail(input.email),
    password: passwordStrength(input.password),
    confirmPassword: passwordConfirmation(input.password, input.confirmPassword),
    phone: isPhoneNumber(input.phone, country),
    termsAccepted: input.termsAccepted ? null : 'terms_required',
    privacyAccepted: input.privacyAccepted ? null : 'terms_required',
  };
  const errors: RegistrationErrors = {};
  for (const [field, key] of Object.entries(checks) as [RegistrationField, ValidationKey | null][]) {
    if (key) errors[field] = key;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
