import { requiredText, TABLET_ENROLMENT_MINUTES } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { tabletEnrolments } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { invalidField } from '../accounts';
import { hashSecret, newEnrolmentCode, newLinkToken } from './enrolment-secrets';
import { companyForNewTablet } from './tablet-access';

export type TabletEnrolment = { code: string; link: string; expiresAt: Date };

// Enough for a restaurant group equipping its kitchens in one go, too few to fill the code space.
const ENROLMENT_LIMIT = { limit: 20, windowSeconds: 60 * 60 } satisfies RateLimitRule;

// A new code that happens to equal an earlier one (used or not) is drawn again: codes are unique in the table.
const CODE_DRAWS = 5;

/**
 * `createTabletEnrolment` (docs/accounts.md#tablets): a one-time code and link, valid 15 minutes, that sign one named
 * tablet in as the company. Only their hashes are stored; the code and the link are shown once, here.
 */
export async function createTabletEnrolment(
  context: SignedInContext,
  input: { deviceName: string; company?: number | null },
): Promise<TabletEnrolment> {
  const companyId = await companyForNewTablet(context, input.company);
  // A tablet cannot enrol another one, so revoking a lost tablet is enough to shut it out entirely.
  if (context.viewer.deviceId !== undefined)
    throw new AppError('FORBIDDEN', { message: 'Enrol a tablet from an account signed in with its password' });
  const deviceName = input.deviceName.trim();
  const invalidName = requiredText(deviceName);
  if (invalidName) throw invalidField('deviceName', invalidName);

  const attempt = await context.rateLimits.hit(`tablet-enrolment:company:${companyId}`, ENROLMENT_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tablet codes');

  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const code = newEnrolmentCode();
    const token = newLinkToken();
    const [row] = await context.db
      .insert(tabletEnrolments)
      .values({
        companyId,
        deviceName,
        codeHash: hashSecret(code),
        linkTokenHash: hashSecret(token),
        createdBy: context.viewer.actor.id,
        expiresAt: sql`now() + make_interval(mins => ${TABLET_ENROLMENT_MINUTES})`,
      })
      .onConflictDoNothing()
      .returning({ expiresAt: tabletEnrolments.expiresAt });
    if (row) return { code, link: `${context.config.publicUrl}/direct/auth/${token}`, expiresAt: row.expiresAt };
  }
  throw new Error('No free tablet enrolment code after several draws');
}
