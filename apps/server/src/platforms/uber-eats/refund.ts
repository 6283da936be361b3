import { z } from 'zod';
import type { WebhookEnvelope } from '../adapter';

/**
 * Uber Eats charges the restaurant back for a customer refund (missing or wrong item…), as its adjustments do; no
 * refund notification is documented (docs/platforms.md#uber-eats-webhooks lists the event types Uber sends). This
 * event type and its `refund` object are the simulator's stand-in, wrapped in Uber's documented envelope (`event_id`,
 * `event_type`, `meta.user_id` = store, `meta.resource_id` = order) with Uber's money convention (`amount_e5`,
 * docs/platforms.md#at-a-glance).
 */
export const UBER_REFUND_EVENT_TYPE = 'orders.refund.notification';

const amountE5 = z.number().int().nonnegative();

const refundSchema = z.object({
  id: z.string().min(1),
  display_id: z.string().nullish(),
  reason: z.string().nullish(),
  customer_comment: z.string().nullish(),
  amount_e5: amountE5,
  created_time: z.string().datetime({ offset: true }),
  dispute_deadline: z.string().datetime({ offset: true }).nullish(),
  items: z.array(
    z.object({
      id: z.string().nullish(),
      title: z.string(),
      quantity: z.number().int().positive().default(1),
      amount_e5: amountE5,
      reason: z.string().nullish(),
    }),
  ),
});

// amount_e5 is the amount × 100 000: minor units are a thousandth of it.
const toMinor = (e5: number): number => Math.round(e5 / 1000);

export function parseUberRefund(
  eventId: string,
  platformOrderId: string | null,
  storeId: string | null,
  body: unknown,
): WebhookEnvelope {
  if (!platformOrderId) throw new Error('Missing meta.resource_id');
  const refund = refundSchema.parse(body);
  return {
    eventId,
    eventType: UBER_REFUND_EVENT_TYPE,
    kind: 'refund',
    platformOrderId,
    storeId,
    order: null,
    refund: {
      platformRefundId: refund.id,
      platformOrderId,
      displayOrderId: refund.display_id ?? null,
      amount: toMinor(refund.amount_e5),
      problem: refund.reason ?? null,
      customerComment: refund.customer_comment ?? null,
      deadlineAt: refund.dispute_deadline ? new Date(refund.dispute_deadline) : null,
      refundedAt: new Date(refund.created_time),
      items: refund.items.map((item) => ({
        platformItemId: item.id ?? null,
        name: item.quantity > 1 ? `${item.quantity} × ${item.title}` : item.title,
        price: toMinor(item.amount_e5),
        problem: item.reason ?? refund.reason ?? null,
      })),
    },
  };
}
