import { isPlatformCode, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { WebhookContent } from './order-webhooks';
import type { Random } from './random';
import { claimResolvedWebhook, refundWebhook } from './refund-webhooks';
import {
  createSimRefund,
  REFUND_OUTCOMES,
  refundsSupported,
  unsupportedRefundMessage,
  type RefundableOrder,
  type RefundOutcome,
  type SimRefund,
} from './refunds';
import type { SimOrder } from './sim-order';

/** `POST /simulator/refunds`: the order by Comptoir's cart uuid or by the platform's order id. */
export type RefundInput = {
  platform: PlatformCode;
  cartUuid?: string;
  platformOrderId?: string;
  outcome?: RefundOutcome;
};

export type RefundOrderLookup = (query: {
  platform: PlatformCode;
  cartUuid?: string;
  platformOrderId?: string;
}) => Promise<RefundableOrder | null>;

export type RefundDeskOptions = {
  random: Random;
  now(): Date;
  /** Orders the server knows (demo: read from its carts); the simulator's own orders are found without it. */
  findRefundableOrder?: RefundOrderLookup;
  findSimOrder(platformOrderId: string): SimOrder | null;
  send(platform: PlatformCode, content: WebhookContent): Promise<void>;
  /** How long the platform takes to answer a dispute sent through its API. */
  answerDelayMs: number;
  onError(error: unknown): void;
};

export class RefundInputError extends Error {}

function fromSimOrder(order: SimOrder, storeId: string): RefundableOrder {
  return {
    platform: order.platform,
    platformOrderId: order.platformOrderId,
    displayId: order.displayId,
    storeId,
    lines: order.draft.lines.map((line) => ({
      id: line.itemId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  };
}

/** The platforms' refund desks: they refund orders, tell Comptoir, take its disputes and answer them later. */
export function createRefundDesk(options: RefundDeskOptions) {
  const refunds = new Map<string, SimRefund>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  async function findOrder(input: RefundInput): Promise<RefundableOrder> {
    const own = input.platformOrderId ? options.findSimOrder(input.platformOrderId) : null;
    const order =
      own && own.platform === input.platform
        ? fromSimOrder(own, own.draft.storeId)
        : ((await options.findRefundableOrder?.(input)) ?? null);
    if (!order)
      throw new RefundInputError(
        `Unknown ${PLATFORMS[input.platform].label} order ${input.cartUuid ?? input.platformOrderId ?? ''}`,
      );
    if (order.platform !== input.platform)
      throw new RefundInputError(`The order is on ${order.platform}, not ${input.platform}`);
    return order;
  }

  async function refundOrder(input: RefundInput): Promise<{ platformRefundId: string }> {
    if (!refundsSupported(input.platform)) throw new RefundInputError(unsupportedRefundMessage(input.platform));
    if (!input.cartUuid && !input.platformOrderId)
      throw new RefundInputError('Name the order: cartUuid or platformOrderId');
    const refund = createSimRefund(options.random, await findOrder(input), options.now(), input.outcome);
    refunds.set(refund.id, refund);
    await options.send(refund.order.platform, refundWebhook(refund, options.random.uuid(), options.now()));
    return { platformRefundId: refund.id };
  }

  /** The restaurant's answer reached the platform's API: the platform decides after a while and says so. */
  function answer(refund: SimRefund, decision: string): void {
    refund.response = { decision, at: options.now() };
    const timer = setTimeout(() => {
      timers.delete(timer);
      options.send(refund.order.platform, claimResolvedWebhook(refund, options.now())).catch(options.onError);
    }, options.answerDelayMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    refundOrder,
    answer,
    find: (id: string): SimRefund | null => refunds.get(id) ?? null,
    stop(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export function parseRefundBody(body: unknown): RefundInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RefundInputError('The body must be a JSON object');
  const { platform, cartUuid, platformOrderId, outcome } = body as Record<string, unknown>;
  if (!isPlatformCode(platform))
    throw new RefundInputError(`platform must be one of ${Object.keys(PLATFORMS).join(', ')}`);
  if (cartUuid !== undefined && typeof cartUuid !== 'string') throw new RefundInputError('cartUuid must be a string');
  if (platformOrderId !== undefined && typeof platformOrderId !== 'string')
    throw new RefundInputError('platformOrderId must be a string');
  if (outcome !== undefined && !REFUND_OUTCOMES.includes(outcome as RefundOutcome))
    throw new RefundInputError(`outcome must be one of ${REFUND_OUTCOMES.join(', ')}`);
  return { platform, cartUuid, platformOrderId, outcome: outcome as RefundOutcome | undefined };
}
