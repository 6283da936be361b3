import type { Faker } from '@faker-js/faker';
import type { DemoAccountIds } from './accounts';
import type { DemoCompanyIds } from './companies';
import type { SeededRestaurant } from './restaurants';

/** What the later demo seeders (reports, invoices, marketing, reviews, disputes) build on; orders are in the db. */
export type DemoSeedContext = {
  faker: Faker;
  now: Date;
  /** Days of history, today included. */
  days: number;
  accountIds: DemoAccountIds;
  companyIds: DemoCompanyIds;
  restaurants: readonly SeededRestaurant[];
  /** `<DATA_DIR>/uploads`, when pictures may be written. */
  uploadsDir?: string;
};
