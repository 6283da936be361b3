import { APPLICATION_WEBHOOK_RETRY_HOURS } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { applicationWebhooks } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { toWebhookNodes, type ApplicationWebhookNode } from './list-application-webhooks';
import { ownApplication } from './own-application';
import { renderWebhookBody } from './queue-application-event';

// A ping is the integrator checking its receiver: a few a minute are plenty, and the limit keeps the log readable.
const PING_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 };

/** A `ping` to the viewer's own address, through the same outbox, signature and log as every event. */
export async function sendTestWebhook(context: SignedInContext): Promise<ApplicationWebhookNode> {
  const application = ownApplication(context);
  if (!application.webhookUrl)
    throw new AppError('BAD_USER_INPUT', {
      message: 'Set a webhook address first',
      details: { fields: { webhookUrl: 'field_required' } },
    });
  // The worker posts nothing while events are off: the ping would only be written to fail.
  if (!application.webhookEnabled)
    throw new AppError('BAD_USER_INPUT', {
      message: 'Turn events on first',
      details: { fields: { webhookEnabled: 'field_required' } },
    });
  const attempt = await context.rateLimits.hit(`application-ping:${application.id}`, PING_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'test deliveries');
  const now = new Date();
  const [row] = await context.db
    .insert(applicationWebhooks)
    .values({
      applicationId: application.id,
      companyId: null,
      event: 'ping',
      orderingKey: null,
      body: renderWebhookBody('ping', null, { application: { uuid: application.uuid, name: application.name } }, now),
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + APPLICATION_WEBHOOK_RETRY_HOURS * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('The test delivery was not written');
  const [node] = await toWebhookNodes(context, [row]);
  if (!node) throw new Error('The test delivery vanished');
  return node;
}
