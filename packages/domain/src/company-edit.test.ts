import { describe, expect, it } from 'vitest';
import { ACCOUNT_CURRENCIES, applyCompanyEdit, validateCompanyEdit, type CompanyEdit } from './company-edit';
import type { CompanyDetails } from './company-details';
import { normalizePagesAccess } from './pin';

const STORED: CompanyDetails = {
  name: 'Corner Pizza',
  siren: '842153678',
  siret: '84215367800011',
  vatNumber: 'FR16842153678',
  contact: { firstName: 'Luca', lastName: 'Romano', phone: '+33 6 12 34 56 78', email: '' },
  adresse: { adresse: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' },
};

describe('the company edit', () => {
  it.each<[string, CompanyEdit, ReturnType<typeof validateCompanyEdit>]>([
    ['nothing sent', {}, null],
    ['a new name', { name: 'Corner Pizza 2' }, null],
    ['a blank name', { name: ' ' }, { name: 'field_required' }],
    ['a SIRET of another SIREN', { siret: '73282932000074' }, { siret: 'invalid_siret' }],
    ['a SIREN whose key is wrong', { siren: '842153679' }, { siren: 'invalid_siren' }],
    [
      'another SIREN, leaving the SIRET and VAT number behind',
      { siren: '732829320' },
      { siret: 'invalid_siret', vatNumber: 'invalid_vat_number' },
    ],
    ['a VAT number of another SIREN', { vatNumber: 'FR00842153678' }, { vatNumber: 'invalid_vat_number' }],
    [
      'a four-digit French postal code',
      { adresse: { ...STORED.adresse, postalCode: '7501' } },
      { 'adresse.postalCode': 'five_digits_required' },
    ],
    [
      'a phone that cannot exist',
      { contact: { ...STORED.contact, phone: '12' } },
      { 'contact.phone': 'Invalid number' },
    ],
    [
      'a contact e-mail that is none',
      { contact: { ...STORED.contact, email: 'nope' } },
      { 'contact.email': 'invalid_email' },
    ],
    ['a sign-in e-mail that is none', { email: 'nope' }, { email: 'invalid_email' }],
    ['a blank sign-in e-mail', { email: '' }, { email: 'field_required' }],
    ['a currency', { currency: 'GBP' }, null],
    ['an unknown currency', { currency: 'XYZ' }, { currency: 'invalid_currency' }],
    ['a lower-case currency', { currency: 'eur' }, { currency: 'invalid_currency' }],
    ['a language', { lang: 'pl' }, null],
    ['an unknown language', { lang: 'de' }, { lang: 'invalid_language' }],
  ])('%s', (_name, edit, expected) => {
    expect(validateCompanyEdit(STORED, edit)).toEqual(expected);
  });

  it('judges the details as they will be: a national phone number is read in the new country', () => {
    const stored = { ...STORED, contact: { ...STORED.contact, phone: '06 12 34 56 78' } };
    const edit = { adresse: { adresse: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' } };
    expect(validateCompanyEdit(stored, edit)).toEqual({ 'contact.phone': 'Invalid number' });
    expect(applyCompanyEdit(stored, edit)).toEqual({ ...stored, adresse: edit.adresse });
  });

  it('does not hold a preferences edit to details stored before the rules', () => {
    expect(validateCompanyEdit({ ...STORED, siren: '1' }, { currency: 'EUR', lang: 'fr' })).toBeNull();
    expect(validateCompanyEdit({ ...STORED, siren: '1' }, { name: 'Corner' })).toMatchObject({
      siren: 'invalid_siren',
    });
  });

  it('offers ISO 4217 codes, EUR first', () => {
    expect(ACCOUNT_CURRENCIES[0]).toBe('EUR');
    for (const code of ACCOUNT_CURRENCIES) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('the pages the PIN protects', () => {
  it.each([
    [
      [
        { tag: 'history', pinRequired: true },
        { tag: 'orders', pinRequired: false },
      ],
      [
        { tag: 'orders', pinRequired: false },
        { tag: 'history', pinRequired: true },
      ],
    ],
    [[], []],
    [[{ tag: 'secret', pinRequired: true }], { reason: 'unknown_tag', tag: 'secret' }],
    [
      [
        { tag: 'orders', pinRequired: true },
        { tag: 'orders', pinRequired: false },
      ],
      { reason: 'repeated_tag', tag: 'orders' },
    ],
  ])('%j → %j', (entries, expected) => {
    expect(normalizePagesAccess(entries)).toEqual(expected);
  });
});
