// A company's stored details as the forms edit them (the account page, the company edit): every field a string, so
// that the domain's rules (validateCompanyDetails, validateCompanyEdit) read them as the sign-up form does.
import type { CompanyDetails, PostalAddress } from '@comptoir/domain';

type StoredAddress = {
  adresse: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
} | null;
type StoredContact = {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
} | null;

/** The company's details as the server answers them. */
export type StoredCompanyDetails = {
  name: string;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
  contact: StoredContact;
  adresse: StoredAddress;
};

export function toAddress(address: StoredAddress): PostalAddress {
  return {
    adresse: address?.adresse ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'FR',
  };
}

/** The company as the details forms edit it: every field a string. */
export function toCompanyDetails(company: StoredCompanyDetails): CompanyDetails {
  const contact = company.contact;
  return {
    name: company.name,
    siren: company.siren ?? '',
    siret: company.siret ?? '',
    vatNumber: company.vatNumber ?? '',
    contact: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
    },
    adresse: toAddress(company.adresse),
  };
}
