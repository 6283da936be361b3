import { DELAY_BUSY_CHOICES, DELAY_PREPARATION_CHOICES } from '@comptoir/domain';
import { AppError } from '../../errors';
import type { StoreAction } from '../../platforms/adapter';

export type DelayingOrderInput = { preparationTime: number; busyTime: number };

export type BusyMode = { delayingOrder: Date | null; storeAction: StoreAction };

/** docs/orders.md#busy-mode: on with a choice from each list (delayingOrder = now + busy time); 0/0 turns it off. */
export function readBusyMode(input: DelayingOrderInput, now: Date): BusyMode {
  const { preparationTime, busyTime } = input;
  if (preparationTime === 0 && busyTime === 0) return { delayingOrder: null, storeAction: { type: 'notBusy' } };
  if (!(DELAY_PREPARATION_CHOICES as readonly number[]).includes(preparationTime)) {
    throw new AppError('BAD_USER_INPUT', {
      message: `Preparation time must be one of ${DELAY_PREPARATION_CHOICES.join(', ')} minutes`,
    });
  }
  if (!(DELAY_BUSY_CHOICES as readonly number[]).includes(busyTime)) {
    throw new AppError('BAD_USER_INPUT', {
      message: `Busy time must be one of ${DELAY_BUSY_CHOICES.join(', ')} minutes`,
    });
  }
  return {
    delayingOrder: new Date(now.getTime() + busyTime * 60_000),
    storeAction: { type: 'busy', preparationMinutes: preparationTime, busyMinutes: busyTime },
  };
}
