// The account page edits the company fields the sign-up form asked for (docs/accounts.md#account-page): they are
// judged by the sign-up's own rules, so a value refused at sign-up is refused here too.
import { validateCompanyRegistration, type CompanyRegistration, type RegistrationField } from './company-registration';
import type { ValidationKey } from './validation';

export type CompanyDetails = Pick<
  CompanyRegistration,
  'name' | 'siren' | 'siret' | 'vatNumber' | 'contact' | 'adresse'
>;

export const COMPANY_DETAIL_FIELDS = [
  'name',
  'siren',
  'siret',
  'vatNumber',
  'contact.firstName',
  'contact.lastName',
  'contact.phone',
  'contact.email',
  'adresse.adresse',
  'adresse.postalCode',
  'adresse.city',
  'adresse.country',
] as const satisfies readonly RegistrationField[];

export type CompanyDetailsField = (typeof COMPANY_DETAIL_FIELDS)[number];
export type CompanyDetailsErrors = Partial<Record<CompanyDetailsField, ValidationKey>>;

export type PostalAddress = CompanyRegistration['adresse'];
export type PostalAddressErrors = Partial<Record<keyof PostalAddress, ValidationKey>>;

// The sign-up's account fields are not on this form: valid stand-ins keep their rules quiet.
const ACCOUNT_FIELDS_AS_VALID = {
  email: 'a@b.cd',
  password: '',
  confirmPassword: '',
  phone: '',
  termsAccepted: true,
  privacyAccepted: true,
};

function pick<F extends string>(
  errors: Partial<Record<string, ValidationKey>> | null,
  fields: readonly F[],
): Partial<Record<F, ValidationKey>> | null {
  const picked: Partial<Record<F, ValidationKey>> = {};
  for (const field of fields) {
    const key = errors?.[field];
    if (key) picked[field] = key;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

/** `{ field: validationKey }` for the company fields that break a sign-up rule, or null. */
export function validateCompanyDetails(input: CompanyDetails): CompanyDetailsErrors | null {
  return pick(validateCompanyRegistration({ ...input, ...ACCOUNT_FIELDS_AS_VALID }), COMPANY_DETAIL_FIELDS);
}

const ADDRESS_FIELDS = ['adresse', 'postalCode', 'city', 'country'] as const;

/** A postal address by the company address's rules (5-digit postal code in France, an EU country), or null. */
export function validatePostalAddress(address: PostalAddress): PostalAddressErrors | null {
  const errors = validateCompanyDetails({
    name: 'x',
    siren: '',
    siret: '',
    vatNumber: '',
    contact: { firstName: 'x', lastName: 'x', phone: '', email: '' },
    adresse: address,
  });
  const renamed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, errors?.[`adresse.${field}`]]));
  return pick(renamed, ADDRESS_FIELDS);
}
