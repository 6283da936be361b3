import { DEMO_COMPANY_NAMES } from '../../../db/seed';

// The demo companies' own registry numbers (db/seed/companies.ts), so that an allowed updateCompanyUser saves what was
// there.
const REGISTRY: Record<string, { siren: string; siret: string; vatNumber: string; postalCode: string; city: string }> =
  {
    [DEMO_COMPANY_NAMES.burger]: {
      siren: '842153678',
      siret: '84215367800011',
      vatNumber: 'FR16842153678',
      postalCode: '75011',
      city: 'Paris',
    },
    [DEMO_COMPANY_NAMES.pizza]: {
      siren: '910345826',
      siret: '91034582600010',
      vatNumber: 'FR65910345826',
      postalCode: '69003',
      city: 'Lyon',
    },
  };

/** A valid updateCompanyUser input for a demo company, keeping its name. */
export function companyUserInput(name: string) {
  const registry = REGISTRY[name];
  if (!registry) throw new Error(`No registry numbers for ${name}`);
  const { postalCode, city, ...numbers } = registry;
  return {
    name,
    ...numbers,
    contact: { firstName: 'Matrix', lastName: 'Test', phone: '+33 6 12 34 56 78', email: '' },
    adresse: { adresse: '1 rue du Test', postalCode, city, country: 'FR' },
  };
}
