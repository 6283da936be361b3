import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { GraphQLContext } from '../../context/types';
import { signAccessToken } from '../../context/tokens';
import { accounts, type AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';

export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowSeconds: 15 * 60 },
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type LoginInput = { email: string; password: string };

export type LoginResult = { token: string; account: AccountRow };

let dummyHash: Promise<string> | undefined;

// Unknown emails still pay for one argon2 verification so that response times do not reveal which emails exist.
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('comptoir-timing-equaliser');
  return dummyHash;
}

export async function login(context: GraphQLContext, input: LoginInput): Promise<LoginResult> {
  const { db, clientAddress, rateLimits } = context;
  const email = input.email.trim().toLowerCase();
  const accountKey = `email:${email}`;
  const addressKey = `ip:${clientAddress}`;

  // Counted before the password is checked: once a limit is reached, even the right password is not checked.
  const byAddress = await rateLimits.hit(addressKey, LOGIN_LIMITS.perAddress);
  if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const byAccount = await rateLimits.hit(accountKey, LOGIN_LIMITS.perAccount);
  if (!byAccount.allowed) {
    // Nothing was checked, so the address keeps its attempt for other accounts.
    await rateLimits.release(addressKey, LOGIN_LIMITS.perAddress);
    throw tooManyAttempts(byAccount.retryAfterSeconds);
  }

  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  const passwordMatches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await getDummyHash(), input.password).then(() => false);
  if (!account || !passwordMatches) throw new AppError('INVALID_CREDENTIALS');
  // The right password is no guess: the account starts afresh and the address gets its attempt back.
  await Promise.all([rateLimits.clear(accountKey), rateLimits.release(addressKey, LOGIN_LIMITS.perAddress)]);
  // Checked after the password so that a disabled account is only revealed to its owner.
  if (!account.enabled) throw new AppError('ACCOUNT_DISABLED');

  const [signedIn] = await db
    .update(accounts)
    .set({ lastLoginAt: new Date() })
    .where(eq(accounts.id, account.id))
    .returning();
  await announceAccountChange(context, [account.id]);
  return { token: await signAccessToken(context.config.jwtSecret, account), account: signedIn ?? account };
}
