import { isValidSubscriptionPrice } from '@comptoir/domain';
import { AppError } from '../../errors';

export type SubscriptionState = { activated: boolean; price: number; startedAt: Date | null; endedAt: Date | null };

/** What a manager sends for one service: only the parts given change. */
export type SubscriptionChangeInput = { service: string; activated?: boolean | null; price?: number | null };

/** Refuses an unknown service or a price out of range, naming the field (docs/services.md#switching). */
export function readSubscriptionChange(
  input: SubscriptionChangeInput,
  isKnownService: (service: string) => boolean,
): SubscriptionChangeInput {
  if (!isKnownService(input.service))
    throw new AppError('BAD_USER_INPUT', {
      message: `Unknown service: ${input.service}`,
      details: { fields: { service: 'unknown_service' } },
    });
  if (input.price !== null && input.price !== undefined && !isValidSubscriptionPrice(input.price)) {
    throw new AppError('BAD_USER_INPUT', {
      message: 'price must be from 0 to 1000000 minor units',
      details: { fields: { price: 'invalid_price' } },
    });
  }
  return input;
}

/**
 * The state after a change. Switching on starts it now (and forgets an earlier end); switching off records when it
 * ended, so the month it ended in is still invoiced (docs/services.md#invoicing); the price applies from the next
 * invoice.
 */
export function nextSubscriptionState(
  current: SubscriptionState | null,
  change: SubscriptionChangeInput,
  now: Date,
): SubscriptionState {
  // Only the state's own fields: `current` may be a whole row.
  const before: SubscriptionState = current
    ? { activated: current.activated, price: current.price, startedAt: current.startedAt, endedAt: current.endedAt }
    : { activated: false, price: 0, startedAt: null, endedAt: null };
  const activated = change.activated ?? before.activated;
  const price = change.price ?? before.price;
  if (activated === before.activated) return { ...before, price };
  return activated
    ? { activated, price, startedAt: now, endedAt: null }
    : { ...before, activated, price, endedAt: now };
}

export function isSameState(a: SubscriptionState | null, b: SubscriptionState): boolean {
  return a !== null && a.activated === b.activated && a.price === b.price;
}
