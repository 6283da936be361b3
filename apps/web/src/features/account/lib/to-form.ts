import type { CompanyDetails, PostalAddress } from '@comptoir/domain';
import type { AccountCompany } from '../api/account-company';

type StoredAddress = { adresse: string | null; postalCode: string | null; city: string | null; country: string | null } | null;

export function toAddress(address: StoredAddress): PostalAddress {
  return { adresse: address?.adresse ?? '', postalCode: address?.postalCode ?? '', city: address?.city ?? '', country: address?.country ?? 'FR' };
}

/** The company as the details forms edit it: every field a string. */
export function toCompanyDetails(company: AccountCompany): CompanyDetails {
  const contact = company.contact;
  return {
    name: company.name,
    siren: company.siren ?? '',
    siret: company.siret ?? '',
    vatNumber: company.vatNumber ?? '',
    contact: { firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '', phone: contact?.phone ?? '', email: contact?.email ?? '' },
    adresse: toAddress(company.adresse),
  };
}
