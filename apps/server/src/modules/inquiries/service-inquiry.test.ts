import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, companies, serviceInquiries } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES, type DemoAccountKey } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';
import { SERVICE_INQUIRY_LIMIT } from './request-service-inquiry';

const INQUIRE = `mutation($services: [String!]!, $comment: String) {
  serviceInquiry(services: $services, comment: $comment) { id services comment createdAt }
}`;

type Inquiry = { id: number; services: string[]; comment: string | null; createdAt: string };

describe.each(TEST_DRIVERS)('serviceInquiry (%s)', (driver) => {
  let api: TestApi;
  const tokens = new Map<DemoAccountKey, string>();

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of ['admin', 'manager', 'company'] as const) {
      tokens.set(key, await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password));
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  async function accountId(key: DemoAccountKey): Promise<number> {
    const [row] = await api.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS[key].email));
    if (!row) throw new Error(`no ${key} account`);
    return row.id;
  }

  async function companyId(name: string): Promise<number> {
    const [row] = await api.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`no company ${name}`);
    return row.id;
  }

  async function inquire(
    key: DemoAccountKey,
    variables: Record<string, unknown>,
    switchUser?: string,
  ): Promise<Inquiry> {
    const result = await api.graphql(INQUIRE, { token: tokens.get(key), variables, switchUser });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.serviceInquiry as Inquiry;
  }

  async function stored(id: number) {
    const [row] = await api.database.db.select().from(serviceInquiries).where(eq(serviceInquiries.id, id));
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service-inquiry.create'), eq(auditLog.entityId, String(id))));
    return { row, audit };
  }

  it("records a company's request with its company, and audits it", async () => {
    const inquiry = await inquire('company', { services: ['ANALYTICS', 'MARKETING'], comment: '  Please call us  ' });
    expect(inquiry).toMatchObject({ services: ['ANALYTICS', 'MARKETING'], comment: 'Please call us' });
    expect(Date.now() - Date.parse(inquiry.createdAt)).toBeLessThan(60_000);
    const { row, audit } = await stored(inquiry.id);
    expect(row).toMatchObject({
      accountId: await accountId('company'),
      actingAccountId: null,
      companyId: await companyId(DEMO_COMPANY_NAMES.burger),
      services: ['ANALYTICS', 'MARKETING'],
      comment: 'Please call us',
      status: 'open',
    });
    expect(audit).toMatchObject({
      action: 'service-inquiry.create',
      entity: 'service_inquiry',
      actorAccountId: await accountId('company'),
      subjectAccountId: null,
      data: { services: ['ANALYTICS', 'MARKETING'] },
    });
  });

  it('names the acting administrator when switched, and no company for a User account', async () => {
    const switched = await inquire('admin', { services: ['TVA'] }, DEMO_ACCOUNTS.basic.email);
    const { row, audit } = await stored(switched.id);
    expect(row).toMatchObject({
      accountId: await accountId('basic'),
      actingAccountId: await accountId('admin'),
      companyId: await companyId(DEMO_COMPANY_NAMES.pizza),
      comment: null,
    });
    expect(audit).toMatchObject({
      actorAccountId: await accountId('admin'),
      subjectAccountId: await accountId('basic'),
    });
    const manager = await inquire('manager', { services: ['RUNNER_DISPLAY'], comment: '' });
    expect((await stored(manager.id)).row).toMatchObject({
      accountId: await accountId('manager'),
      actingAccountId: null,
      companyId: null,
    });
  });

  it.each([
    [{ services: [] }],
    [{ services: ['ANALYTICS', 'SOMETHING_ELSE'] }],
    [{ services: ['REVIEW'], comment: 'x'.repeat(1001) }],
  ])('refuses %j and stores nothing', async (variables) => {
    const before = await api.database.db.$count(serviceInquiries);
    const result = await api.graphql(INQUIRE, { token: tokens.get('company'), variables });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await api.database.db.$count(serviceInquiries)).toBe(before);
  });

  it('accepts a 1000-character comment and refuses visitors', async () => {
    const inquiry = await inquire('company', { services: ['MENU_MAKER'], comment: 'y'.repeat(1000) });
    expect(inquiry.comment).toHaveLength(1000);
    const visitor = await api.graphql(INQUIRE, { variables: { services: ['REVIEW'] } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores no more requests than the limit from a burst of one account, and says how long to wait', async () => {
    const account = await createTestAccount(api.database);
    const token = await api.signIn(account.email, account.password);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => api.graphql(INQUIRE, { token, variables: { services: ['REVIEW'] } })),
    );
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(SERVICE_INQUIRY_LIMIT.limit);
    expect(answers.find((answer) => answer.body.errors)?.body.errors?.[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect(await api.database.db.$count(serviceInquiries, eq(serviceInquiries.accountId, account.id))).toBe(
      SERVICE_INQUIRY_LIMIT.limit,
    );
  });
});
