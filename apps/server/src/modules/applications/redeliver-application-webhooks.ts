import { APPLICATION_WEBHOOK_RETRY_HOURS } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { applicationWebhooks } from '../../db/schema';
import { AppError } from '../../errors';
import { toWebhookNodes, type ApplicationWebhookNode } from './list-application-webhooks';
import { ownApplication } from './own-application';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function again(now: Date) {
  return {
    status: 'pending' as const,
    nextAttemptAt: now,
    giveUpAt: new Date(now.getTime() + APPLICATION_WEBHOOK_RETRY_HOURS * 3_600_000),
  };
}

/**
 * Sends one of the viewer's deliveries again, whatever became of it, under its own X-Comptoir-Delivery id and with a
 * new 24-hour window; a delivery of another application is "not found", as if it did not exist.
 */
export async function redeliverApplicationWebhook(
  context: SignedInContext,
  deliveryId: string,
): Promise<ApplicationWebhookNode> {
  const application = ownApplication(context);
  if (!UUID.test(deliveryId)) throw new AppError('NOT_FOUND', { message: 'Delivery not found' });
  const [row] = await context.db
    .update(applicationWebhooks)
    .set(again(new Date()))
    .where(and(eq(applicationWebhooks.deliveryId, deliveryId), eq(applicationWebhooks.applicationId, application.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Delivery not found' });
  const [node] = await toWebhookNodes(context, [row]);
  if (!node) throw new AppError('NOT_FOUND', { message: 'Delivery not found' });
  return node;
}

/** Every failed delivery of the viewer's, sent again in the order they were written; answers how many. */
export async function redeliverFailedApplicationWebhooks(context: SignedInContext): Promise<number> {
  const application = ownApplication(context);
  const rows = await context.db
    .update(applicationWebhooks)
    .set(again(new Date()))
    .where(and(eq(applicationWebhooks.applicationId, application.id), eq(applicationWebhooks.status, 'failed')))
    .returning({ id: applicationWebhooks.id });
  return rows.length;
}
