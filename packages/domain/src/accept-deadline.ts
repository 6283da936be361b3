import type { OrderStatus } from './order-status';
import type { PlatformCode } from './platforms';

/**
 * How long each platform waits for the restaurant to accept or refuse a new ASAP order before cancelling it itself
 * (docs/orders.md#accept-deadline); null where the platform cancels but publishes no figure, so the deployment
 * configures it or no countdown shows. Click N Collect and GET RESTO are Comptoir's own channels: nobody cancels
 * their orders unanswered, so they have no entry.
 */
export const ACCEPT_TIMEOUT_SECONDS: Readonly<Partial<Record<PlatformCode, number | null>>> = {
  // Uber Eats: accept or deny within 11.5 minutes, otherwise the order times out and is cancelled.
  PLATFORM_UBER_EAT: 690,
  // Deliveroo: an ASAP order not accepted within 10 minutes is rejected (7 in Kuwait and the UAE).
  PLATFORM_DELIVEROO: 600,
  PLATFORM_JUST_EAT: null,
  PLATFORM_GLOVO: null,
};

/** Timeouts the deployment configured for the platforms that publish none. */
export type ConfiguredAcceptTimeouts = Readonly<Partial<Record<PlatformCode, number>>>;

export type AcceptUrgency = 'calm' | 'soon' | 'critical' | 'expired';

/** Seconds left at or under which an order turns `soon`, then `critical`. */
export const ACCEPT_URGENCY_THRESHOLDS = { soon: 180, critical: 60 } as const;

export type AcceptCountdown = { secondsLeft: number; urgency: AcceptUrgency };

export type AcceptDeadlineOrder = {
  /** When the platform placed the order (the cart's createdAt). */
  createdAt: string | Date;
  status: OrderStatus;
  /** The platform's timeout as the server tells it (`Platform.acceptTimeoutSeconds`); null: no countdown. */
  timeoutSeconds: number | null;
};

/** Whether the platform cancels an order left unanswered (its timeout may still be unknown). */
export function cancelsUnanswered(platform: string): boolean {
  return Object.hasOwn(ACCEPT_TIMEOUT_SECONDS, platform);
}

/** The platform's accept timeout: its published figure, else the configured one; null when unknown or none. */
export function acceptTimeoutSeconds(platform: string, configured: ConfiguredAcceptTimeouts = {}): number | null {
  if (!cancelsUnanswered(platform)) return null;
  const code = platform as PlatformCode;
  return ACCEPT_TIMEOUT_SECONDS[code] ?? configured[code] ?? null;
}

/**
 * Time left before the platform cancels this New order unanswered, and how urgent that is; null for an order that
 * is no longer waiting for an answer, a scheduled one (the deadlines are the ASAP orders'), or without a known
 * timeout.
 */
export function acceptCountdown(order: AcceptDeadlineOrder, now: number | Date): AcceptCountdown | null {
  if (order.status !== 'CREATED') return null;
  const timeout = order.timeoutSeconds;
  const created = new Date(order.createdAt).getTime();
  if (timeout === null || Number.isNaN(created)) return null;
  const elapsed = Math.floor((new Date(now).getTime() - created) / 1_000);
  const secondsLeft = Math.max(0, timeout - Math.max(0, elapsed));
  return { secondsLeft, urgency: urgencyOf(secondsLeft) };
}

function urgencyOf(secondsLeft: number): AcceptUrgency {
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= ACCEPT_URGENCY_THRESHOLDS.critical) return 'critical';
  if (secondsLeft <= ACCEPT_URGENCY_THRESHOLDS.soon) return 'soon';
  return 'calm';
}

/** Whether the top bar counts this order as close to being cancelled. */
export function isCloseToCancel(countdown: AcceptCountdown | null): boolean {
  return countdown?.urgency === 'soon' || countdown?.urgency === 'critical';
}
