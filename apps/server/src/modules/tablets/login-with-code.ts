import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { signAccessToken } from '../../context/tokens';
import { accounts, companies, devices, tabletEnrolments } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { queueEmail } from '../mail';
import { readEnrolmentSecret } from './enrolment-secrets';

// 8 digits are 10⁸ codes: at 10 guesses per address in 15 minutes, finding one valid code takes years.
export const TABLET_CODE_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * `loginWithCode` (docs/accounts.md#tablets): the code or link token of an enrolment signs the tablet in as the
 * company, once. The enrolment is consumed by one conditional update, so of two tablets racing for one code exactly
 * one wins; that tablet becomes a device of the company and its token carries the device, which revoking ends.
 */
export async function loginWithCode(context: GraphQLContext, input: string): Promise<string> {
  const { db, rateLimits, config } = context;
  const addressKey = `tablet-code:ip:${context.clientAddress}`;
  // Counted before anything is looked up: once the limit is reached, not even a right code is tried.
  const attempt = await rateLimits.hit(addressKey, TABLET_CODE_LIMITS.perAddress);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tablet codes');

  const secret = readEnrolmentSecret(input);
  if (!secret) throw new AppError('TOKEN_EXPIRED');
  const matches =
    secret.kind === 'code'
      ? eq(tabletEnrolments.codeHash, secret.hash)
      : eq(tabletEnrolments.linkTokenHash, secret.hash);

  const enrolled = await db.transaction(async (tx) => {
    const [enrolment] = await tx
      .update(tabletEnrolments)
      .set({ usedAt: sql`now()` })
      .where(and(matches, isNull(tabletEnrolments.usedAt), gt(tabletEnrolments.expiresAt, sql`now()`)))
      .returning();
    if (!enrolment) return null;
    const [owner] = await tx
      .select({ account: accounts })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(companies.id, enrolment.companyId));
    if (!owner) return null;
    // Thrown inside the transaction, so the code stays unused for when the company is enabled again.
    if (!owner.account.enabled) throw new AppError('ACCOUNT_DISABLED');
    const [device] = await tx
      .insert(devices)
      .values({ accountId: owner.account.id, name: enrolment.deviceName })
      .returning({ id: devices.id });
    if (!device) throw new Error('The enrolled device was not stored');
    await tx.update(tabletEnrolments).set({ deviceId: device.id }).where(eq(tabletEnrolments.id, enrolment.id));
    await queueEmail(tx, config, {
      template: 'tablet-enrolled',
      to: owner.account.email,
      lang: owner.account.lang,
      params: { deviceName: enrolment.deviceName },
    });
    return { account: owner.account, deviceId: device.id };
  });
  if (!enrolled) throw new AppError('TOKEN_EXPIRED');
  // A right code is no guess: the address gets its attempt back, for the next tablet of the restaurant.
  await rateLimits.release(addressKey, TABLET_CODE_LIMITS.perAddress);
  return signAccessToken(config.jwtSecret, {
    uuid: enrolled.account.uuid,
    tokenVersion: enrolled.account.tokenVersion,
    deviceId: enrolled.deviceId,
  });
}
