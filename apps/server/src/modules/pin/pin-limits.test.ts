import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPin, verifyPin } from '../../lib/passwords';
import { COUNTERS_VARIANTS, sendBurst, startRateLimitedApi } from '../../testing/rate-limited-api';
import { createTestAccount, type TestApi } from '../../testing/test-api';
import { PIN_LIMIT } from './verify-account-pin';

// Counts the argon2 checks the server runs, so a test can tell a checked guess from a refused one.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...actual, verifyPin: vi.fn(actual.verifyPin) };
});

const CHECK_PIN = 'mutation($code: String!) { checkPin(code: $code) { expiresAt } }';
const PIN = '4321';

describe.each(COUNTERS_VARIANTS)('PIN limit against a burst ($name)', (variant) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startRateLimitedApi(variant);
    const account = await createTestAccount(api.database, { pinHash: await hashPin(PIN) });
    token = await api.signIn(account.email, account.password);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    vi.mocked(verifyPin).mockClear();
  });

  const checkPin = (code: string) => api.graphql(CHECK_PIN, { token, variables: { code } });

  it('checks 5 of 150 concurrent PINs, and refuses the right one sent last and after', async () => {
    const results = await sendBurst(150, (index) => checkPin(index === 149 ? PIN : String(index).padStart(4, '0')));
    expect(verifyPin).toHaveBeenCalledTimes(PIN_LIMIT.limit);
    const errors = results.map((result) => result.body.errors?.[0]?.extensions);
    const wrong = errors.filter((error) => error?.code === 'WRONG_PIN').map((error) => error?.remainingAttempts);
    expect(wrong.sort()).toEqual([1, 2, 3, 4]);
    expect(errors.filter((error) => error?.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(146);
    expect(errors[149]?.code).toBe('TOO_MANY_ATTEMPTS');

    const after = (await checkPin(PIN)).body.errors?.[0];
    expect(after?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(after?.message).toMatch(/^Too many wrong PIN codes, please try again in 1[45] minutes$/);
    expect((await api.graphql('{ pinSession { expiresAt } }', { token })).body.data?.pinSession).toBeNull();
  });
});
