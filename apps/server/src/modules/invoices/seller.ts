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

/** French commercial code L441-10: the mentions every invoice between professionals carries. */
export const PAYMENT_TERMS = [
  'Paiement à 30 jours par virement. Pas d’escompte pour paiement anticipé.',
  'En cas de retard : pénalités au taux d’intérêt légal majoré de 10 points et indemnité forfaitaire de 40 € pour frais de recouvrement.',
] as const;
