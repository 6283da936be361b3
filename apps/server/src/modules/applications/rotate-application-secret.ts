import { APPLICATION_SECRET_OVERLAP_HOURS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { type AccountNode, revealSecret } from '../accounts';
import { recordViewerAudit } from '../audit';
import { ownApplication } from './own-application';
import { generateWebhookSecret } from './webhook-signature';

export type SecretRotation = { application: AccountNode; webhookSecret: string; previousSecretValidUntil: Date | null };

/**
 * A new secret, shown in this answer only; the one it replaces keeps verifying pushes and signing beside the new one
 * for 24 hours, so the integrator can switch without losing an event (docs/webhooks.md#rotating-the-secret). The row
 * lock makes two rotations at once take turns: the second one's "previous" is the first one's new secret.
 */
export async function rotateApplicationSecret(context: SignedInContext): Promise<SecretRotation> {
  const application = ownApplication(context);
  const secret = generateWebhookSecret();
  const now = new Date();
  const until = new Date(now.getTime() + APPLICATION_SECRET_OVERLAP_HOURS * 3_600_000);
  const updated = await context.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ secret: accounts.webhookSecret })
      .from(accounts)
      .where(eq(accounts.id, application.id))
      .for('update');
    const [row] = await tx
      .update(accounts)
      .set({
        webhookSecret: secret,
        previousWebhookSecret: current?.secret ?? null,
        previousWebhookSecretUntil: current?.secret ? until : null,
      })
      .where(eq(accounts.id, application.id))
      .returning();
    await recordViewerAudit(tx, context, {
      action: 'application.secret-rotated',
      entity: 'application',
      entityId: application.uuid,
    });
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND');
  await announceAccountChange(context, [updated.id]);
  revealSecret(context, updated.id);
  return {
    application: { account: updated },
    webhookSecret: secret,
    previousSecretValidUntil: updated.previousWebhookSecretUntil,
  };
}
