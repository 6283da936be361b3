import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { COUNTERS_VARIANTS, sendBurst, startRateLimitedApi } from '../../testing/rate-limited-api';
import { createTestAccount, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { LOGIN_LIMITS } from './login';

// Counts the argon2 checks the server runs, so a test can tell a checked guess from a refused one.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

function codeOf(result: GraphQLResponse): unknown {
  return result.body.errors?.[0]?.extensions?.code ?? 'SIGNED_IN';
}

function count(codes: unknown[], code: string): number {
  return codes.filter((each) => each === code).length;
}

describe.each(COUNTERS_VARIANTS)('sign-in limits against a burst ($name)', (variant) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startRateLimitedApi(variant);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });

  function login(email: string, password: string, clientAddress: string) {
    return api.graphql(LOGIN, { variables: { email, password }, clientAddress });
  }

  it('checks 5 of 150 concurrent passwords for one account, and refuses the right one sent last and after', async () => {
    const account = await createTestAccount(api.database);
    const results = await sendBurst(150, (index) =>
      login(
        account.email,
        index === 149 ? account.password : `wrong-${index}`,
        `10.30.${Math.floor(index / 100)}.${index % 100}`,
      ),
    );
    expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_LIMITS.perAccount.limit);
    const codes = results.map(codeOf);
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(5);
    expect(count(codes, 'TOO_MANY_ATTEMPTS')).toBe(145);
    expect(codes[149]).toBe('TOO_MANY_ATTEMPTS');

    const after = (await login(account.email, account.password, '10.30.9.9')).body.errors?.[0];
    expect(after?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(after?.message).toMatch(/^Too many attempts, please try again in 1[45] minutes$/);
    expect(after?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(after?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('checks 20 of 150 concurrent sign-ins from one address, unknown e-mails included, then refuses that address only', async () => {
    const account = await createTestAccount(api.database);
    const results = await sendBurst(150, (index) =>
      index === 149
        ? login(account.email, account.password, '10.31.0.1')
        : login(`stranger-${index}@example.test`, 'wrong', '10.31.0.1'),
    );
    // Unknown e-mails pay the same argon2 check as known ones, but only within the limit.
    expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_LIMITS.perAddress.limit);
    const codes = results.map(codeOf);
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(20);
    expect(count(codes, 'TOO_MANY_ATTEMPTS')).toBe(130);
    expect(codes[149]).toBe('TOO_MANY_ATTEMPTS');

    expect(codeOf(await login(account.email, account.password, '10.31.0.1'))).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(await login(account.email, account.password, '10.31.0.2'))).toBe('SIGNED_IN');
  });

  it('does not charge the address for a right password', async () => {
    const account = await createTestAccount(api.database);
    await sendBurst(19, (index) => login(`visitor-${index}@example.test`, 'wrong', '10.32.0.1'));
    expect(codeOf(await login(account.email, account.password, '10.32.0.1'))).toBe('SIGNED_IN');
    expect(codeOf(await login('visitor-last@example.test', 'wrong', '10.32.0.1'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await login(account.email, account.password, '10.32.0.1'))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('does not charge the address for attempts refused by a locked account', async () => {
    const locked = await createTestAccount(api.database);
    const other = await createTestAccount(api.database);
    await sendBurst(5, () => login(locked.email, 'wrong', '10.33.0.1'));
    const refused = await sendBurst(30, () => login(locked.email, locked.password, '10.33.0.2'));
    expect(new Set(refused.map(codeOf))).toEqual(new Set(['TOO_MANY_ATTEMPTS']));
    expect(codeOf(await login(other.email, other.password, '10.33.0.2'))).toBe('SIGNED_IN');
  });
});
