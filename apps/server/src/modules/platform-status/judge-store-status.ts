import type { PlatformStoreStatus } from '../../platforms/adapter';

/** The restaurantKOM fields a platform's status sets (docs/platforms.md#store-status). */
export type KomStatus = { komIsOrderable: boolean; komIsVisible: boolean; komStatusReason: string | null };

/** What Comptoir knows of the restaurant that tells an expected closure from a problem. */
export type KnownOpening = {
  /** Paused in Comptoir (its pause switch, or a timed pause): the platform being closed is what was asked. */
  isPaused: boolean;
  /** Inside its opening hours in Comptoir now (true when it has none: nothing says it should be closed). */
  openNow: boolean;
};

const TAKING_ORDERS: KomStatus = { komIsOrderable: true, komIsVisible: true, komStatusReason: null };

/**
 * A platform's status in Comptoir's terms: closed by its hours, or closed by the restaurant while Comptoir paused it
 * or outside its hours, is how things should be; closed by the platform, closed by the restaurant behind Comptoir's
 * back, or hidden is a problem the restaurant must hear of (docs/screens.md#restaurant-problems).
 */
export function judgeStoreStatus(status: PlatformStoreStatus, known: KnownOpening): KomStatus {
  switch (status.kind) {
    case 'open':
      return TAKING_ORDERS;
    case 'invisible':
      return { komIsOrderable: false, komIsVisible: false, komStatusReason: status.reason };
    case 'closed':
      if (status.by === 'hours') return TAKING_ORDERS;
      if (status.by === 'restaurant' && (known.isPaused || !known.openNow)) return TAKING_ORDERS;
      return { komIsOrderable: false, komIsVisible: true, komStatusReason: status.reason };
  }
}
