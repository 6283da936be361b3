import type { AccountType, PageAccess, Role } from '@comptoir/domain';
import { PIN_TAGS } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';
import { hashPassword, hashPin } from '../../lib/passwords';
import type { Db } from '../client';
import { accounts, type NewAccountRow } from '../schema';

export type DemoAccountKey = 'admin' | 'manager' | 'company' | 'basic' | 'app';

export type DemoAccount = {
  email: string;
  password: string;
  type: AccountType;
  roles: readonly Role[];
  /** The company this account is, or is linked to (Application); null for users. */
  companyName: string | null;
};

export const DEMO_COMPANY_NAMES = { burger: 'Demo Burger Co', pizza: 'Corner Pizza' } as const;

export const DEMO_PIN = '1234';

// docs/demo-data.md#accounts: a fixed contract for tests and e2e.
export const DEMO_ACCOUNTS: Readonly<Record<DemoAccountKey, DemoAccount>> = {
  admin: {
    email: 'admin@demo.comptoir.test',
    password: 'admin-demo-2026',
    type: 'User',
    roles: ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'],
    companyName: null,
  },
  manager: {
    email: 'manager@demo.comptoir.test',
    password: 'manager-demo-2026',
    type: 'User',
    roles: ['ROLE_ACCOUNT_MANAGER'],
    companyName: null,
  },
  company: {
    email: 'company@demo.comptoir.test',
    password: 'company-demo-2026',
    type: 'Company',
    roles: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'],
    companyName: DEMO_COMPANY_NAMES.burger,
  },
  basic: {
    email: 'basic@demo.comptoir.test',
    password: 'basic-demo-2026',
    type: 'Company',
    roles: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'],
    companyName: DEMO_COMPANY_NAMES.pizza,
  },
  app: {
    email: 'app@demo.comptoir.test',
    password: 'app-demo-2026',
    type: 'Application',
    roles: ['ROLE_APPLICATION'],
    companyName: DEMO_COMPANY_NAMES.burger,
  },
};

/** Demo Burger Co asks for the PIN on the analytics pages only. */
export const DEMO_PAGES_ACCESS: PageAccess[] = PIN_TAGS.map((tag) => ({ tag, pinRequired: tag === 'analytics' }));

export type DemoAccountIds = Record<DemoAccountKey, number>;

export type HashedDemoSecrets = { passwords: Record<DemoAccountKey, string>; pin: string };

// Hashing is slow on purpose: done before the seed's transaction opens, so the transaction stays short.
export async function hashDemoSecrets(): Promise<HashedDemoSecrets> {
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  const hashes = await Promise.all(keys.map((key) => hashPassword(DEMO_ACCOUNTS[key].password)));
  const passwords = Object.fromEntries(keys.map((key, i) => [key, hashes[i] ?? ''])) as Record<DemoAccountKey, string>;
  return { passwords, pin: await hashPin(DEMO_PIN) };
}

export async function insertDemoAccounts(
  db: Db,
  faker: Faker,
  secrets: HashedDemoSecrets,
  now: Date,
): Promise<DemoAccountIds> {
  const profile = (key: DemoAccountKey): NewAccountRow => {
    const account = DEMO_ACCOUNTS[key];
    return {
      uuid: faker.string.uuid(),
      type: account.type,
      email: account.email,
      passwordHash: secrets.passwords[key],
      roles: [...account.roles],
      createdAt: new Date(now.getTime() - 400 * 86_400_000),
    };
  };
  const rows: Array<NewAccountRow & { key: DemoAccountKey }> = [
    { key: 'admin', ...profile('admin'), firstName: 'Camille', lastName: 'Martin', gender: 'female' },
    { key: 'manager', ...profile('manager'), firstName: 'Hugo', lastName: 'Bernard', gender: 'male' },
    { key: 'company', ...profile('company'), pinHash: secrets.pin },
    { key: 'basic', ...profile('basic') },
    {
      key: 'app',
      ...profile('app'),
      name: 'Demo POS',
      phone: '+33 1 84 60 12 34',
      webhookUrl: 'https://pos.demo.comptoir.test/webhooks/comptoir',
      webhookEnabled: false,
      webhookSecret: faker.string.alphanumeric(32),
    },
  ];
  const inserted = await db
    .insert(accounts)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning({ id: accounts.id, email: accounts.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const idOf = (key: DemoAccountKey): number => {
    const id = idByEmail.get(DEMO_ACCOUNTS[key].email);
    if (id === undefined) throw new Error(`Demo account ${key} was not inserted.`);
    return id;
  };
  return {
    admin: idOf('admin'),
    manager: idOf('manager'),
    company: idOf('company'),
    basic: idOf('basic'),
    app: idOf('app'),
  };
}
