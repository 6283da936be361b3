// Business constants and limits of docs/constants.md. PIN limits live in pin.ts, order choice lists in
// order-choices.ts.

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const ACTIVE_ORDERS_POLL_MS = 5_000;
export const DEVICE_CHECKIN_MS = 60_000;
export const TOKEN_REFRESH_THRESHOLD_MS = 5 * DAY_MS;
export const HISTORY_REFRESH_MS = 30_000;
export const PROFILE_POLL_MS = 60_000;
/** The three further polls of docs/product.md#background, whose results the product does not use. */
export const SECONDARY_POLLS_MS = [15_000, 600_000, 60_000] as const;
export const PROBLEM_MODAL_REOPEN_MS = 5 * MINUTE_MS;
/**
 * A tablet checks in every minute: after this many minutes without a check-in it counts as silent
 * (docs/accounts.md#tablets).
 */
export const TABLET_SILENT_AFTER_MINUTES = 5;
export const IDLE_TIMER_MS = 30_000;

export const PAGE_SIZES = {
  search: 100,
  history: 50,
  orders: 20,
} as const;

/** Default `first` argument of the paged queries (docs/api.md#paging). */
export const DEFAULT_FIRST = {
  history: 10,
  invoices: 25,
  webhooks: 25,
  restaurants: 100,
  restaurantSelector: 10,
  companies: 100,
  bestItems: 50,
  disputes: 50,
} as const;

export const DISPUTE_WINDOW_DAYS = 30;
export const DESKTOP_BREAKPOINT_PX = 1200;

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_ORDERS_TAB = 'accepted';
export const DEFAULT_LANG = 'en';

export const DEFAULT_TICKET_COUNT = 1;
/** Multi-printer support needs a printer plugin strictly above this version; older ones use one stored printer. */
export const PRINTER_PLUGIN_MIN_VERSION = '4.2.9';

// The product names batch limits (docs/constants.md#limits) that the product never uses (the batch path is idle); kept
// for the record.
export const BATCH_MAX_REQUESTS = 5;
export const BATCH_INTERVAL_MS = 20;

// The product gives 0.25 and 5 (docs/constants.md#limits); an HTML audio volume lies in 0..1, so 0.25 is the one that
// can be applied.
export const ALERT_SOUND_VOLUME = 0.25;

export const COURIER_RATING_WINDOW_MIN = 1440;
export const PHOTO_QUALITY = 90;
export const ITEM_SUSPENSION_WARNING_MS = DAY_MS;
export const EXPORT_SHEET_NAME_MAX = 30;
export const STORE_LIST_MAX_NAMES = 3;

export type PromotionTier = 'TIER_1' | 'TIER_2' | 'TIER_3' | 'NONE';

/** Review promotion in euros → tier. */
export const PROMOTION_TIERS: Readonly<Record<5 | 10 | 18, Exclude<PromotionTier, 'NONE'>>> = {
  5: 'TIER_1',
  10: 'TIER_2',
  18: 'TIER_3',
};

export function promotionTierFor(giftPrice: number | null | undefined): PromotionTier {
  if (giftPrice === 5 || giftPrice === 10 || giftPrice === 18) return PROMOTION_TIERS[giftPrice];
  return 'NONE';
}

export const REVIEW_TEXTAREA_ROWS = 3;

export const COURIER_TAGS = [
  'NOT_RESPECTING_INSTRUCTIONS',
  'DELIVERY_BAG',
  'PROFESSIONALISM',
  'LATE_AT_PICKUP',
  'NO_MASK',
  'LATE_AT_DROP_OFF',
  'NO_SOCIAL_DISTANCING',
  'WRONG_ETA',
  'PICKUP_INSTRUCTIONS',
  'COURIER_DOES_NOT_MATCH_PHOTO',
] as const;

export type CourierTag = (typeof COURIER_TAGS)[number];

export const MAX_EXTRA_PREPARATION_MIN = 30;
export const MAX_EXTRA_COURIERS = 3;

/** True when the token expires in under five days (or already has). */
export function shouldRefreshToken(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds * SECOND_MS - nowMs < TOKEN_REFRESH_THRESHOLD_MS;
}
