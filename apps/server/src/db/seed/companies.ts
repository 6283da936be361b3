import { PREMIUM_SERVICES, SERVICE_CODES, type ServiceCode } from '@comptoir/domain';
import { encryptIban } from '../../modules/account-settings';
import type { Db } from '../client';
import { accountManagerCompanies, applicationCompanies, companies, companySubscriptions } from '../schema';
import { DEMO_COMPANY_NAMES, DEMO_PAGES_ACCESS, type DemoAccountIds } from './accounts';

export type DemoCompanyKey = keyof typeof DEMO_COMPANY_NAMES;
export type DemoCompanyIds = Record<DemoCompanyKey, number>;

// Monthly prices in cents; the product gives no amounts (docs/demo-data.md#companies).
const SERVICE_PRICES: Record<ServiceCode, number> = {
  ORDER_MANAGER: 4900,
  ANALYTICS: 1900,
  REVIEW: 1900,
  DISPUTE: 2900,
  TVA: 990,
  MARKETING: 2900,
  MENU_PRICE: 990,
  MENU_MAKER: 1900,
  RUNNER_DISPLAY: 990,
};

const DAY_MS = 86_400_000;

// The services each demo company has switched on; its account's roles are the ones they give (docs/services.md#roles):
// the premium service and the menu maker for Demo Burger Co, the order manager alone for Corner Pizza.
export const DEMO_SERVICES: Readonly<Record<DemoCompanyKey, readonly ServiceCode[]>> = {
  burger: [...PREMIUM_SERVICES, 'MENU_MAKER'],
  pizza: ['ORDER_MANAGER'],
};

// A valid French example IBAN (not a real account), stored encrypted like any other (docs/accounts.md#billing).
const DEMO_IBAN = 'FR7630006000011234567890189';

/** `dataKey`: the server's DATA_KEY, to store the demo IBAN encrypted; without it the demo company has no IBAN. */
export async function insertDemoCompanies(
  db: Db,
  accountIds: DemoAccountIds,
  now: Date,
  dataKey?: Uint8Array,
): Promise<DemoCompanyIds> {
  const since = new Date(now.getTime() - 380 * DAY_MS);
  const inserted = await db
    .insert(companies)
    .values([
      {
        accountId: accountIds.company,
        name: DEMO_COMPANY_NAMES.burger,
        siret: '84215367800011',
        siren: '842153678',
        autoAccept: false,
        autoPrintEnabled: false,
        pagesAccess: DEMO_PAGES_ACCESS,
        adresse: { adresse: '12 rue de la Roquette', postalCode: '75011', city: 'Paris', country: 'FR' },
        contact: {
          firstName: 'Julie',
          lastName: 'Moreau',
          phone: '+33 6 12 34 56 78',
          email: 'julie.moreau@demo-burger.test',
        },
        vatNumber: 'FR16842153678',
        ...(dataKey ? { ...encryptIban(dataKey, DEMO_IBAN), paymentMethod: 'DIRECT_DEBIT' as const } : {}),
        bic: 'AGRIFRPPXXX',
        createdAt: since,
      },
      {
        accountId: accountIds.basic,
        name: DEMO_COMPANY_NAMES.pizza,
        siret: '91034582600010',
        siren: '910345826',
        pagesAccess: [],
        adresse: { adresse: '48 rue de la Villette', postalCode: '69003', city: 'Lyon', country: 'FR' },
        contact: {
          firstName: 'Marco',
          lastName: 'Rossi',
          phone: '+33 6 98 76 54 32',
          email: 'marco@corner-pizza.test',
        },
        vatNumber: 'FR65910345826',
        createdAt: since,
      },
    ])
    .returning({ id: companies.id, accountId: companies.accountId });
  const idOf = (accountId: number): number => {
    const row = inserted.find((company) => company.accountId === accountId);
    if (!row) throw new Error('Demo company was not inserted.');
    return row.id;
  };
  const ids: DemoCompanyIds = { burger: idOf(accountIds.company), pizza: idOf(accountIds.basic) };

  await db.insert(companySubscriptions).values(
    (Object.keys(ids) as DemoCompanyKey[]).flatMap((key) =>
      SERVICE_CODES.map((service) => {
        const activated = DEMO_SERVICES[key].includes(service);
        return {
          companyId: ids[key],
          service,
          activated,
          price: SERVICE_PRICES[service],
          startedAt: activated ? since : null,
        };
      }),
    ),
  );
  await db.insert(accountManagerCompanies).values([
    { accountId: accountIds.manager, companyId: ids.burger },
    { accountId: accountIds.manager, companyId: ids.pizza },
  ]);
  await db.insert(applicationCompanies).values({ accountId: accountIds.app, companyId: ids.burger });
  return ids;
}
