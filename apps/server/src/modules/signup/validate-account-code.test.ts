import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, outgoingEmails } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { sendBurst } from '../../testing/rate-limited-api';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { SIGNUP_LIMITS } from './signup-limits';
import { readLastCode, REQUEST_RESET_CODE, signUp, VALIDATE_ACCOUNT_CODE } from './testing/sign-up';

const ACTIVE_ORDERS = '{ activeOrders { created { id } accepted { id } finished { id } } }';

// A code that is not `code`: the next one, wrapping at 999999.
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(TEST_DRIVERS)('account code (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  const validate = (token: string, code: string) => api.graphql(VALIDATE_ACCOUNT_CODE, { variables: { token, code } });
  const resend = (token: string, email: string, type = 1) =>
    api.graphql(REQUEST_RESET_CODE, { variables: { token, email, type } });
  const codeOf = (result: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    result.body.errors?.[0]?.extensions?.code;

  it('keeps an unvalidated company from its orders, and lets it in once it enters the e-mailed code', async () => {
    const { token, email } = await signUp(api);
    const before = await api.graphql(ACTIVE_ORDERS, { token });
    expect(codeOf(before)).toBe('ACCOUNT_NOT_VALIDATED');
    const me = await api.graphql('{ connected me { email ... on Company { awaitingValidation } } }', { token });
    expect(me.body.data).toEqual({ connected: true, me: { email, awaitingValidation: true } });

    const result = await validate(token, await readLastCode(api, email));
    expect(result.body.errors).toBeUndefined();
    const fresh = (result.body.data?.validateAccountCode as { token: string }).token;
    const after = await api.graphql(ACTIVE_ORDERS, { token: fresh });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data?.activeOrders).toEqual({ created: [], accepted: [], finished: [] });
    expect((await findAccountByEmail(api.database, email)).awaitingValidation).toBe(false);
    // The sign-up token stays valid too: the account, not the token, was waiting.
    expect((await api.graphql(ACTIVE_ORDERS, { token })).body.errors).toBeUndefined();
  });

  it('lets an unvalidated company sign in, see who it is and sign out, but nothing more', async () => {
    const { email } = await signUp(api, { password: 'waiting-2026', confirmPassword: 'waiting-2026' });
    const token = await api.signIn(email, 'waiting-2026');
    expect(codeOf(await api.graphql(ACTIVE_ORDERS, { token }))).toBe('ACCOUNT_NOT_VALIDATED');
    expect(codeOf(await api.graphql('{ companys(first: 1) { totalCount } }', { token }))).toBe('ACCOUNT_NOT_VALIDATED');
    const logout = await api.graphql('mutation { logout }', { token });
    expect(logout.body.data).toEqual({ logout: true });
    expect((await api.graphql('{ connected }', { token })).status).toBe(401);
  });

  it('refuses a malformed code as a field error, and a wrong one as TOKEN_EXPIRED', async () => {
    const { token, email } = await signUp(api);
    const malformed = await validate(token, '12a45');
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { code: 'invalid_code' },
    });
    const wrong = await validate(token, wrongCode(await readLastCode(api, email)));
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      code: 'TOKEN_EXPIRED',
      fields: { code: 'TOKEN_EXPIRED' },
    });
    expect((await findAccountByEmail(api.database, email)).awaitingValidation).toBe(true);
  });

  it('refuses an expired code, and a code used already', async () => {
    const { token, email } = await signUp(api);
    const code = await readLastCode(api, email);
    const account = await findAccountByEmail(api.database, email);
    await api.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountCodes.accountId, account.id));
    expect(codeOf(await validate(token, code))).toBe('TOKEN_EXPIRED');

    const other = await signUp(api);
    const otherCode = await readLastCode(api, other.email);
    expect((await validate(other.token, otherCode)).body.errors).toBeUndefined();
    expect(codeOf(await validate(other.token, otherCode))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token that is not a waiting account’s: forged, ended by a logout, or of a validated account', async () => {
    const { token, email } = await signUp(api);
    const code = await readLastCode(api, email);
    expect(codeOf(await validate(`${token}x`, code))).toBe('TOKEN_EXPIRED');
    const demoToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    expect(codeOf(await validate(demoToken, code))).toBe('TOKEN_EXPIRED');
    await api.graphql('mutation { logout }', { token });
    expect(codeOf(await validate(token, code))).toBe('TOKEN_EXPIRED');
    expect((await findAccountByEmail(api.database, email)).awaitingValidation).toBe(true);
  });

  it(`compares at most ${SIGNUP_LIMITS.codeAttempts.limit} codes per account in a burst, then not even the right one`, async () => {
    const { token, email } = await signUp(api);
    const code = await readLastCode(api, email);
    const results = await sendBurst(12, () => validate(token, wrongCode(code)));
    const codes = results.map(codeOf);
    expect(codes.filter((value) => value === 'TOKEN_EXPIRED').length).toBeLessThanOrEqual(
      SIGNUP_LIMITS.codeAttempts.limit,
    );
    expect(new Set(codes)).toEqual(new Set(['TOKEN_EXPIRED', 'TOO_MANY_ATTEMPTS']));
    const right = await validate(token, code);
    expect(right.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(right.body.errors?.[0]?.extensions?.retryAfterSeconds)).toBeLessThanOrEqual(
      SIGNUP_LIMITS.codeAttempts.windowSeconds,
    );
    expect((await findAccountByEmail(api.database, email)).awaitingValidation).toBe(true);
  });

  it('e-mails a new code on request and ends the earlier one', async () => {
    const { token, email } = await signUp(api);
    const first = await readLastCode(api, email);
    const result = await resend(token, email.toUpperCase());
    expect(result.body).toEqual({ data: { requestResetCode: true } });
    const emails = await api.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email));
    expect(emails.map((row) => row.template)).toEqual(['account-code', 'account-code']);
    const second = await readLastCode(api, email);
    if (second !== first) expect(codeOf(await validate(token, first))).toBe('TOKEN_EXPIRED');
    expect((await validate(token, second)).body.errors).toBeUndefined();
  });

  it(`sends at most ${SIGNUP_LIMITS.codeResends.limit} new codes per hour, even in a burst`, async () => {
    const { token, email } = await signUp(api);
    const results = await sendBurst(SIGNUP_LIMITS.codeResends.limit + 3, () => resend(token, email));
    expect(results.filter((result) => result.body.data?.requestResetCode === true)).toHaveLength(
      SIGNUP_LIMITS.codeResends.limit,
    );
    const emails = await api.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email));
    expect(emails).toHaveLength(1 + SIGNUP_LIMITS.codeResends.limit);
    expect(codeOf(await resend(token, email))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('sends a new code only as type 1, and only to the account’s own e-mail', async () => {
    const { token, email } = await signUp(api);
    expect(codeOf(await resend(token, email, 2))).toBe('BAD_USER_INPUT');
    expect(codeOf(await resend(token, 'someone-else@example.test'))).toBe('NOT_FOUND');
    const emails = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, 'someone-else@example.test'));
    expect(emails).toEqual([]);
  });
});
