import type { PlatformCode } from '@comptoir/domain';
import type { DraftOrder } from './draft-order';
import type { Random } from './random';

// An order as the simulated platform keeps it: the draft plus the platform's own ids and state, in memory.
export type SimOrder = {
  platform: PlatformCode;
  platformOrderId: string;
  displayId: string;
  restaurantUuid: string;
  draft: DraftOrder;
  /** The platform's own state word (Uber `state`, Deliveroo `status`, …). */
  state: string;
  /** Uber's `preparation_status`, Deliveroo's prep stage, Glovo's last status. */
  stage: string | null;
  failureReason: string | null;
  readyAt: Date | null;
  statusLog: { at: string; status: string }[];
  /** Extra ids some platforms show: JET reference, Glovo pick-up code. */
  extra: Record<string, string>;
};

export function createSimOrder(random: Random, draft: DraftOrder, restaurantUuid: string): SimOrder {
  const base = {
    platform: draft.platform,
    restaurantUuid,
    draft,
    stage: null,
    failureReason: null,
    readyAt: null,
    extra: {},
  };
  const at = draft.placedAt.toISOString();
  switch (draft.platform) {
    case 'PLATFORM_UBER_EAT':
      return {
        ...base,
        platformOrderId: random.uuid(),
        displayId: `${random.letters(2)}${random.digits(3)}`,
        state: 'OFFERED',
        stage: 'PREPARING',
        statusLog: [],
      };
    case 'PLATFORM_DELIVEROO': {
      const orderNumber = random.digits(8);
      return {
        ...base,
        platformOrderId: `fr:${random.uuid()}`,
        displayId: orderNumber.slice(-4),
        state: 'placed',
        statusLog: [
          { at, status: 'pending' },
          { at, status: 'placed' },
        ],
        extra: { orderNumber },
      };
    }
    case 'PLATFORM_JUST_EAT': {
      const reference = random.digits(6);
      return {
        ...base,
        platformOrderId: random.digits(10),
        displayId: reference,
        state: 'pending',
        statusLog: [],
        extra: { reference },
      };
    }
    case 'PLATFORM_GLOVO': {
      const orderCode = random.letters(8);
      return {
        ...base,
        platformOrderId: `1${random.digits(11)}`,
        displayId: orderCode,
        state: 'DISPATCHED',
        statusLog: [],
        extra: { orderCode, pickUpCode: random.digits(3) },
      };
    }
    case 'PLATFORM_GET_RESTO': {
      const reference = `GR-${random.digits(5)}`;
      return {
        ...base,
        platformOrderId: `gr_${random.uuid()}`,
        displayId: reference,
        state: 'placed',
        statusLog: [],
        extra: { reference },
      };
    }
    case 'PLATFORM_CLICK_N_COLLECT':
      return {
        ...base,
        platformOrderId: `cnc-${random.uuid()}`,
        displayId: `C${random.digits(4)}`,
        state: 'CREATED',
        statusLog: [],
      };
  }
}
