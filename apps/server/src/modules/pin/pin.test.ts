import { PIN_SESSION_MS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, companies, loginAttempts } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PIN } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { hashPin, verifyPin } from '../../lib/passwords';
import { findAccountByEmail, startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';

const CHECK_PIN = 'mutation($code: String!) { checkPin(code: $code) { expiresAt } }';
const PIN_SESSION = '{ pinSession { expiresAt } }';
const UPDATE_PIN = 'mutation($pinCode: String!, $newCode: String!) { updatePin(pinCode: $pinCode, newCode: $newCode) }';
const UPDATE_PAGE_ACCESS = `mutation($pagesAccess: [PageAccessInput!]!, $pinCode: String!) {
  updatePageAccess(pagesAccess: $pagesAccess, pinCode: $pinCode) { id pagesAccess { tag pinRequired } } }`;

function errorOf(result: GraphQLResponse) {
  return result.body.errors?.[0];
}

describe.each(TEST_DRIVERS)('PIN (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    accountId = (await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email)).id;
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await api.database.db
      .update(accounts)
      .set({ pinHash: await hashPin(DEMO_PIN), pinSessionUntil: null })
      .where(eq(accounts.id, accountId));
    await api.database.db.delete(loginAttempts);
  });

  const checkPin = (code: string) => api.graphql(CHECK_PIN, { token, variables: { code } });

  it('opens a PIN session for one hour with the right PIN', async () => {
    const before = Date.now();
    const result = await checkPin(DEMO_PIN);
    const expiresAt = Date.parse((result.body.data?.checkPin as { expiresAt: string }).expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + PIN_SESSION_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + PIN_SESSION_MS);
    const session = await api.graphql(PIN_SESSION, { token });
    expect(session.body.data?.pinSession).toEqual({ expiresAt: new Date(expiresAt).toISOString() });

    await api.graphql('mutation { lockPin }', { token });
    expect((await api.graphql(PIN_SESSION, { token })).body.data?.pinSession).toBeNull();
  });

  it('answers WRONG_PIN with the attempts left, and locks the PIN at the fifth wrong one', async () => {
    const remaining: unknown[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = errorOf(await checkPin('9999'));
      expect(error?.extensions?.code).toBe('WRONG_PIN');
      remaining.push(error?.extensions?.remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = errorOf(await checkPin('9999'));
    expect(fifth?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(fifth?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Locked: even the right PIN is refused, and no session opens.
    expect(errorOf(await checkPin(DEMO_PIN))?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await api.graphql(PIN_SESSION, { token })).body.data?.pinSession).toBeNull();
  });

  it('resets the count after a correct PIN', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await checkPin('9999');
    expect(errorOf(await checkPin(DEMO_PIN))).toBeUndefined();
    expect(errorOf(await checkPin('9999'))?.extensions?.remainingAttempts).toBe(4);
  });

  it('counts per account: another account keeps all its attempts', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await checkPin('9999');
    const basic = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const other = errorOf(await api.graphql(CHECK_PIN, { token: basic, variables: { code: '9999' } }));
    expect(other?.extensions).toMatchObject({ code: 'WRONG_PIN', remainingAttempts: 4 });
  });

  it('rejects badly formed PINs without counting them', async () => {
    expect(errorOf(await checkPin(''))).toMatchObject({
      message: 'field_required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(errorOf(await checkPin('12'))).toMatchObject({
      message: 'pin_length_error',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(errorOf(await checkPin('1234567'))).toMatchObject({ message: 'pin_length_error' });
    expect(errorOf(await checkPin('9999'))?.extensions?.remainingAttempts).toBe(4);
    // Non-digits are dropped before comparing (docs/pin.md#format).
    expect(errorOf(await checkPin(' 1-2-3-4 '))).toBeUndefined();
  });

  it('changes the PIN only with the current one and a valid new one', async () => {
    const wrong = await api.graphql(UPDATE_PIN, { token, variables: { pinCode: '9999', newCode: '5678' } });
    expect(errorOf(wrong)?.extensions?.code).toBe('WRONG_PIN');
    const short = await api.graphql(UPDATE_PIN, { token, variables: { pinCode: DEMO_PIN, newCode: '56' } });
    expect(errorOf(short)).toMatchObject({ message: 'pin_length_error', extensions: { code: 'BAD_USER_INPUT' } });

    const changed = await api.graphql(UPDATE_PIN, { token, variables: { pinCode: DEMO_PIN, newCode: '567890' } });
    expect(changed.body.data?.updatePin).toBe(true);
    const account = await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email);
    expect(await verifyPin(account.pinHash, '567890')).toBe(true);
    expect(errorOf(await checkPin(DEMO_PIN))?.extensions?.code).toBe('WRONG_PIN');
    const [audit] = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'pin.update'));
    expect(audit).toMatchObject({ actorAccountId: accountId, subjectAccountId: null });
  });

  it("sets an account's first PIN without a current one", async () => {
    await api.database.db.update(accounts).set({ pinHash: null }).where(eq(accounts.id, accountId));
    const result = await api.graphql(UPDATE_PIN, { token, variables: { pinCode: '', newCode: '4321' } });
    expect(result.body.data?.updatePin).toBe(true);
    expect(errorOf(await checkPin('4321'))).toBeUndefined();
  });

  it('changes which pages ask for the PIN, with the PIN, for known tags only', async () => {
    const pagesAccess = [
      { tag: 'orders', pinRequired: true },
      { tag: 'analytics', pinRequired: false },
    ];
    const wrong = await api.graphql(UPDATE_PAGE_ACCESS, { token, variables: { pagesAccess, pinCode: '9999' } });
    expect(errorOf(wrong)?.extensions?.code).toBe('WRONG_PIN');
    const unknown = await api.graphql(UPDATE_PAGE_ACCESS, {
      token,
      variables: { pagesAccess: [{ tag: 'secret', pinRequired: true }], pinCode: DEMO_PIN },
    });
    expect(errorOf(unknown)?.extensions?.code).toBe('BAD_USER_INPUT');
    const twice = await api.graphql(UPDATE_PAGE_ACCESS, {
      token,
      variables: { pagesAccess: [...pagesAccess, pagesAccess[0]], pinCode: DEMO_PIN },
    });
    expect(errorOf(twice)?.extensions?.code).toBe('BAD_USER_INPUT');

    const saved = await api.graphql(UPDATE_PAGE_ACCESS, { token, variables: { pagesAccess, pinCode: DEMO_PIN } });
    expect(saved.body.data?.updatePageAccess).toMatchObject({ pagesAccess });
    const [company] = await api.database.db.select().from(companies).where(eq(companies.accountId, accountId));
    expect(company?.pagesAccess).toEqual(pagesAccess);
  });

  it('keeps page access to companies', async () => {
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const result = await api.graphql(UPDATE_PAGE_ACCESS, {
      token: admin,
      variables: { pagesAccess: [], pinCode: DEMO_PIN },
    });
    expect(errorOf(result)?.extensions?.code).toBe('FORBIDDEN');
  });
});
