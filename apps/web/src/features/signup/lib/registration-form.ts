import type { CompanyRegistration, ValidationKey } from '@comptoir/domain';
import { validateCompanyRegistration } from '@comptoir/domain';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';

export type RegistrationValues = CompanyRegistration;

export type RegistrationForm = UseFormReturnType<RegistrationValues>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  siren: '',
  siret: '',
  vatNumber: '',
  contact: { firstName: '', lastName: '', phone: '', email: '' },
  adresse: { adresse: '', postalCode: '', city: '', country: 'FR' },
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  termsAccepted: false,
  privacyAccepted: false,
};

/** The domain's sign-up rules as Mantine form errors, translated (the server runs the same rules). */
export function validateRegistration(values: RegistrationValues, t: TFunction): Record<string, string> {
  const errors = validateCompanyRegistration(values) ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]: [string, ValidationKey]) => [field, t(`validation.${key}`)]),
  );
}
