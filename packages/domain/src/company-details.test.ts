import { describe, expect, it } from 'vitest';
import { validateCompanyDetails, validatePostalAddress, type CompanyDetails } from './company-details';

const DETAILS: CompanyDetails = {
  name: 'Demo Burger Co',
  siren: '842153678',
  siret: '84215367800011',
  vatNumber: 'FR16842153678',
  contact: { firstName: 'Julie', lastName: 'Moreau', phone: '+33 6 12 34 56 78', email: 'julie@demo-burger.test' },
  adresse: { adresse: '12 rue de la Roquette', postalCode: '75011', city: 'Paris', country: 'FR' },
};

describe('the account page’s company details', () => {
  it('accepts the demo company', () => {
    expect(validateCompanyDetails(DETAILS)).toBeNull();
  });

  it('refuses what sign-up refuses, by field', () => {
    expect(
      validateCompanyDetails({
        ...DETAILS,
        name: '',
        siren: '842153679',
        vatNumber: 'FR00842153678',
        contact: { ...DETAILS.contact, phone: '12', email: 'nope' },
        adresse: { ...DETAILS.adresse, postalCode: '7501' },
      }),
    ).toEqual({
      name: 'field_required',
      siren: 'invalid_siren',
      vatNumber: 'invalid_vat_number',
      'contact.phone': 'Invalid number',
      'contact.email': 'invalid_email',
      'adresse.postalCode': 'five_digits_required',
    });
  });

  it('judges a billing address by the company address’s rules', () => {
    expect(validatePostalAddress(DETAILS.adresse)).toBeNull();
    expect(validatePostalAddress({ adresse: '', postalCode: 'ABC', city: 'Paris', country: 'FR' })).toEqual({
      adresse: 'field_required',
      postalCode: 'five_digits_required',
    });
    expect(
      validatePostalAddress({ adresse: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'US' }),
    ).toEqual({ country: 'field_required' });
  });
});
