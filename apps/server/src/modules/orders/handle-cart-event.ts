import { MAX_EXTRA_PREPARATION_MIN } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import type { CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { acceptOrder } from './accept-order';
import { handToRunner } from './hand-to-runner';
import { delayPreparation } from './delay-preparation';
import { markDelivered } from './mark-delivered';
import { markInTransit } from './mark-in-transit';
import { markReady } from './mark-ready';
import { cancelOrder } from './cancel-order';
import { printOrder } from './print-order';
import { resendStatus } from './resend-status';

export type CartEventArgs = {
  cart: number;
  status?: string | null;
  print?: boolean | null;
  resend?: boolean | null;
  runnerIsReady?: boolean | null;
  preparationTime?: number | null;
};

// An accepted order's preparation time is at most a few hours; anything else is a client bug.
const MAX_PREPARATION_MIN = 240;

/** `cartEvent` (docs/orders.md#actions) carries one intent per call; it is routed to its use case. */
export function handleCartEvent(context: SignedInContext, args: CartEventArgs): Promise<CartRow> {
  const { cart, status, print, resend, runnerIsReady, preparationTime } = args;
  const intents = [print === true, resend === true, Boolean(status) || runnerIsReady === true].filter(Boolean).length;
  if (intents > 1)
    throw new AppError('BAD_USER_INPUT', { message: 'Send one of print, resend or a status change per call' });
  const viewer = context.viewer;
  if (print) return printOrder(context, viewer, cart);
  if (resend) return resendStatus(context, viewer, cart);
  if (runnerIsReady === true && (!status || status === 'READY_FOR_PICKUP')) return handToRunner(context, viewer, cart);
  switch (status) {
    case 'ACCEPTED':
      return acceptOrder(context, viewer, cart, readMinutes(preparationTime ?? null, MAX_PREPARATION_MIN));
    case 'READY_FOR_PICKUP':
      return markReady(context, viewer, cart);
    case 'IN_TRANSIT':
      return markInTransit(context, viewer, cart);
    case 'COMPLETED':
      return markDelivered(context, viewer, cart);
    case 'CANCELED':
      return cancelOrder(context, viewer, cart, null);
    case null:
    case undefined:
      break;
    default:
      throw new AppError('ORDER_ACTION_NOT_ALLOWED', {
        message: `An order cannot be set to ${status} from the tablet`,
      });
  }
  const extraMinutes = readMinutes(preparationTime ?? null, MAX_EXTRA_PREPARATION_MIN);
  if (extraMinutes === null)
    throw new AppError('BAD_USER_INPUT', { message: 'Nothing to do: send a status, print, resend or preparationTime' });
  return delayPreparation(context, viewer, cart, extraMinutes);
}

function readMinutes(value: number | null, max: number): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new AppError('BAD_USER_INPUT', { message: `preparationTime must be between 1 and ${max} minutes` });
  }
  return value;
}
