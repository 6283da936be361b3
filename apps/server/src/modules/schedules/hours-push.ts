import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type CallReason, type PlatformCallStatus, type RestaurantRow } from '../../db/schema';
import type { OutboundCall, StoreRef } from '../../platforms/adapter';
import { callReason, reasonColumns, type ExplainedReason } from '../../platforms/outbound/call-reason';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { explainNotIntegrated, explainUnreachableStore } from '../../platforms/outbound/store-ref';
import { adapterFor } from '../../platforms/registry';

/** `platform_calls.action` of the hours calls (what the screens read back). */
export const HOURS_CALL_ACTIONS = { opening: 'hours.opening', holiday: 'hours.holiday' } as const;

export type HoursKind = keyof typeof HOURS_CALL_ACTIONS;

/**
 * What the platform did with a change of hours: the call's status, and the platform's answer or why nothing was sent.
 * Never 'superseded': a replaced call shows what became of the call that replaced it.
 */
export type HoursPush = {
  status: Exclude<PlatformCallStatus, 'superseded'>;
  message: string | null;
  /** The same as a code, for the screens (null on calls recorded before codes, or still pending). */
  reason: CallReason | null;
  at: Date;
};

export type HoursRestaurant = { restaurant: RestaurantRow; platform: PlatformCode };

/** Why nothing was sent, as the reason the screen shows beside the restaurant. */
export function explainUnsettableHours(
  platform: PlatformCode,
  kind: HoursKind,
  store: StoreRef,
  hasMenu: boolean,
): ExplainedReason {
  const unreachable = explainUnreachableStore(platform, store);
  if (unreachable) return unreachable;
  const label = PLATFORMS[platform].label;
  const params = { platform: label };
  const what = kind === 'opening' ? 'opening hours' : 'holiday hours';
  const prefix = kind === 'opening' ? 'OPENING_HOURS' : 'HOLIDAY_HOURS';
  if (platform === 'PLATFORM_GLOVO')
    return callReason(
      `${prefix}_IN_PARTNER_PORTAL`,
      `${label}: ${what} are set in the Glovo Partner Webapp, not through its API`,
      params,
    );
  // docs/platforms.md#uber-eats-store-hours-and-menus: Uber Eats' regular hours are its menu's service availability.
  if (platform === 'PLATFORM_UBER_EAT' && kind === 'opening' && !hasMenu)
    return callReason(
      'OPENING_HOURS_NEED_MENU',
      `${label} takes opening hours with the menu: this restaurant has no menu yet`,
      params,
    );
  return callReason(`${prefix}_NOT_SETTABLE`, `${label}: ${what} are not settable through the API`, params);
}

// Each opening-hours call sets the whole week, and a whole-list platform's holiday call every closure, so a newer one
// makes an unsent older one stale. Closures sent one per call (Deliveroo's days off) never replace each other.
function supersedeKeyOf(platform: PlatformCode, kind: HoursKind): string | null {
  return kind === 'opening' || adapterFor(platform)?.holidayCallReplacesAll ? HOURS_CALL_ACTIONS[kind] : null;
}

/**
 * Records the calls of one change for the outbound worker (it sends and retries them); with no call, one
 * 'unsupported' row holding the reason, so the screen can say why. Returns the first row's id and what it says.
 */
export async function recordHoursCalls(
  db: Db,
  target: HoursRestaurant,
  kind: HoursKind,
  calls: readonly OutboundCall[] | null,
  unsupportedReason: () => ExplainedReason,
): Promise<{ callId: number; push: HoursPush } | null> {
  const base = {
    platform: target.platform,
    cartId: null,
    restaurantId: target.restaurant.id,
    action: HOURS_CALL_ACTIONS[kind],
    supersedeKey: supersedeKeyOf(target.platform, kind),
  };
  const notIntegrated = explainNotIntegrated(target.platform, target.restaurant);
  if (calls === null || notIntegrated) {
    const reason = notIntegrated ?? unsupportedReason();
    const callId = await enqueuePlatformCall(db, { ...base, call: null });
    await db.update(platformCalls).set(reasonColumns(reason)).where(eq(platformCalls.id, callId));
    const { message, ...code } = reason;
    return { callId, push: { status: 'unsupported', message, reason: code, at: new Date() } };
  }
  const ids: number[] = [];
  for (const call of calls) ids.push(await enqueuePlatformCall(db, { ...base, call }));
  const [callId] = ids;
  return callId === undefined
    ? null
    : { callId, push: { status: 'pending', message: null, reason: null, at: new Date() } };
}
