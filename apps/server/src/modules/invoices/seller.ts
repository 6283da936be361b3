/**
 * Comptoir's legal identity as the seller printed on every invoice (French mandatory mentions: legal form, capital,
 * registered office, SIREN and RCS, intra-community VAT number) and the account its customers pay into.
 */
export const SELLER = {
  name: 'Comptoir SAS',
  legalForm: 'SAS au capital de 50 000 €',
  addressLines: ['18 rue du Faubourg du Temple', '75011 Paris', 'France'],
  siren: '912 345 678',
  rcs: 'RCS Paris 912 345 678',
  vatNumber: 'FR40912345678',
  email: 'facturation@comptoir.example',
  iban: 'FR76 3000 4000 0500 0012 3456 789',
  bic: 'BNPAFRPPXXX',
} as const;
