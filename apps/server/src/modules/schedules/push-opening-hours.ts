import type { PlatformCode, ScheduleDay } from '@comptoir/domain';
import type { Db } from '../../db/client';
import type { MenuDocument } from '../../platforms/menu-document';
import { adapterFor } from '../../platforms/registry';
import { loadMenuDocument } from '../menus';
import { storeRefOf } from '../../platforms/outbound/store-ref';
import { explainUnsettableHours, recordHoursCalls, type HoursPush, type HoursRestaurant } from './hours-push';

// docs/platforms.md#uber-eats-store-hours-and-menus: Uber Eats' regular hours are the menu's service availability, so
// its call carries the live menu, its menus' hours cut to the new week.
const HOURS_IN_MENU: readonly PlatformCode[] = ['PLATFORM_UBER_EAT'];

/**
 * Queues the restaurant's new week for its platform; what the platform does with it is read back from platform_calls.
 */
export async function pushOpeningHours(
  db: Db,
  target: HoursRestaurant,
  week: ScheduleDay[],
  now: Date,
  origin: string | null = null,
): Promise<HoursPush | null> {
  const adapter = adapterFor(target.platform);
  const store = storeRefOf(target.restaurant);
  let menu: MenuDocument | null = null;
  if (adapter?.openingHoursCall && HOURS_IN_MENU.includes(target.platform))
    menu = await loadMenuDocument(db, target.restaurant, now, origin, week);
  const call = adapter?.openingHoursCall?.(week, store, menu) ?? null;
  const recorded = await recordHoursCalls(db, target, 'opening', call ? [call] : null, () =>
    explainUnsettableHours(target.platform, 'opening', store, menu !== null),
  );
  return recorded?.push ?? null;
}
