import { Faker, base, en, fr } from '@faker-js/faker';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';
import { hashDemoSecrets, insertDemoAccounts } from './accounts';
import { insertDemoCompanies } from './companies';
import { insertDemoDisputes } from './disputes';
import { insertDemoInvoices } from './invoices';
import { insertDemoMarketing } from './marketing';
import { insertDemoMenus } from './menus';
import { insertDemoMiscItems } from './misc-items';
import { insertDemoPauses } from './pauses';
import { insertDemoLogo } from './logo';
import { insertDemoReviews } from './reviews';
import type { DemoSeedContext } from './seed-context';
import { insertDemoOrders } from './insert-orders';
import { generateDemoCarts } from './orders';
import { insertDemoPrinters } from './printers';
import { insertDemoRestaurants } from './restaurants';
import { insertDemoSchedules } from './schedules';

export { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES, DEMO_PIN, type DemoAccountKey } from './accounts';
export { DEMO_CLOUDPRNT_MACS } from './printers';

// Same seed, same `now`: same demo data, so tests and screenshots can rely on it.
const FAKER_SEED = 20_260_101;

export type SeedDemoOptions = {
  /** Dates are relative to it; tests pass a fixed one. */
  now?: Date;
  /** Days of order history, today included. */
  days?: number;
  /** `<DATA_DIR>/uploads`: order photos are written under `carts/`. Without it no order has a photo. */
  uploadsDir?: string;
  /** The server's DATA_KEY: the demo company's IBAN is stored encrypted under it; without it there is none. */
  dataKey?: Uint8Array;
};

export type SeedSummary = {
  /** False when the database already had accounts: nothing was written. */
  seeded: boolean;
  accounts: number;
  companies: number;
  restaurants: number;
  printers: number;
  carts: number;
  cartLines: number;
  cartCustomisations: number;
  cartImages: number;
  cartVatSplits: number;
  miscItems: number;
  invoices: number;
  marketing: number;
  reviews: number;
  disputes: number;
  menus: number;
  openingPeriods: number;
};

const NOTHING: SeedSummary = {
  seeded: false,
  accounts: 0,
  companies: 0,
  restaurants: 0,
  printers: 0,
  carts: 0,
  cartLines: 0,
  cartCustomisations: 0,
  cartImages: 0,
  cartVatSplits: 0,
  miscItems: 0,
  invoices: 0,
  marketing: 0,
  reviews: 0,
  disputes: 0,
  menus: 0,
  openingPeriods: 0,
};

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(accounts);
  return Number(row?.value ?? 0) === 0;
}

/** Seeds the demo accounts, companies, restaurants, printers and order history into an empty database. */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedSummary> {
  if (!(await isEmpty(db))) return NOTHING;
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const secrets = await hashDemoSecrets();
  const faker = new Faker({ locale: [fr, en, base], seed: FAKER_SEED });

  // One transaction: a seed that fails half-way leaves an empty database, which the next start seeds again.
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return NOTHING;
    const accountIds = await insertDemoAccounts(tx, faker, secrets, now);
    const companyIds = await insertDemoCompanies(tx, accountIds, now, options.dataKey);
    const restaurants = await insertDemoRestaurants(tx, faker, companyIds, now, options.dataKey);
    const printerCount = await insertDemoPrinters(tx, companyIds.burger, restaurants, now);
    const burgerRestaurantIds = new Set(restaurants.filter((r) => r.companyId === companyIds.burger).map((r) => r.id));
    const drafts = generateDemoCarts(faker, restaurants, { now, days, printingRestaurantIds: burgerRestaurantIds });
    const orders = await insertDemoOrders(tx, drafts, {
      uploadsDir: options.uploadsDir,
      uploaderByCompanyId: new Map([
        [companyIds.burger, accountIds.company],
        [companyIds.pizza, accountIds.basic],
      ]),
    });
    const context: DemoSeedContext = {
      faker,
      now,
      days,
      accountIds,
      companyIds,
      restaurants,
      uploadsDir: options.uploadsDir,
    };
    const miscItemCount = await insertDemoMiscItems(tx, faker, restaurants, now, days);
    await insertDemoPauses(tx, context);
    await insertDemoLogo(tx, context);
    const invoiceCount = await insertDemoInvoices(tx, context);
    const marketingCount = await insertDemoMarketing(tx, context);
    const reviewCount = await insertDemoReviews(tx, context);
    const disputeCount = await insertDemoDisputes(tx, context);
    const menuCount = await insertDemoMenus(tx, context);
    const openingPeriods = await insertDemoSchedules(tx, context);
    return {
      seeded: true,
      accounts: Object.keys(accountIds).length,
      companies: Object.keys(companyIds).length,
      restaurants: restaurants.length,
      printers: printerCount,
      ...orders,
      miscItems: miscItemCount,
      invoices: invoiceCount,
      marketing: marketingCount,
      reviews: reviewCount,
      disputes: disputeCount,
      menus: menuCount,
      openingPeriods,
    };
  });
}
