import {
  dayNumber,
  isLocalDate,
  isRecord,
  isText,
  isWholeNumber,
  mergeWeeks,
  readPeriods,
  setItemState,
  storeMenu,
  textList,
  unknownItemIds,
  type SimPeriod,
  type SimWeekDay,
} from '../sim-menu';
import type { SimStore } from '../sim-store';
import { badRequest, noContent, notFound, withStore, type PartnerReply, type PartnerRoute } from './route';

// Uber Eats menu, item and holiday-hours calls (docs/platforms.md#uber-eats-store-hours-and-menus): a full menu upload,
// sparse item updates, and holiday hours that each POST overwrites. Regular hours are the menus' service availability.
const STORE = '([^/?]+)';

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };
const problem = (message: string): Checked<never> => ({ ok: false, problem: message });

function hasTranslation(value: unknown): boolean {
  return isRecord(value) && isRecord(value.translations) && Object.values(value.translations).some(isText);
}

function entityIds(value: unknown): string[] | null {
  if (
    !Array.isArray(value) ||
    !value.every((entity) => isRecord(entity) && isText(entity.id) && entity.type === 'ITEM')
  )
    return null;
  return value.map((entity) => String((entity as { id: string }).id));
}

function readAvailability(value: unknown, menuId: string): Checked<SimWeekDay[]> {
  if (!Array.isArray(value)) return problem(`menu ${menuId}: service_availability must be a list`);
  const days: SimWeekDay[] = [];
  for (const day of value) {
    const dayOfWeek = isRecord(day) ? dayNumber(day.day_of_week) : null;
    const periods = isRecord(day) ? readPeriods(day.time_periods, 'start_time', 'end_time') : null;
    if (!dayOfWeek || !periods)
      return problem(
        `menu ${menuId}: each service_availability entry needs a day_of_week and HH:MM time_periods that do not overlap`,
      );
    days.push({ dayOfWeek, periods });
  }
  return { ok: true, value: days };
}

type UberMenu = { itemIds: string[]; groupIds: string[]; hours: SimWeekDay[]; suspensions: Map<string, number> };

/** Checks a full upload the way Uber refuses one: every list present, every id unique and every reference known. */
function readMenu(body: Record<string, unknown>): Checked<UberMenu> {
  const { menus, categories, items, modifier_groups: groups } = body;
  if (!Array.isArray(menus) || menus.length === 0) return problem('menus must list at least one menu');
  if (!Array.isArray(categories) || !Array.isArray(items)) return problem('categories and items must be lists');
  const groupList = groups === undefined ? [] : groups;
  if (!Array.isArray(groupList)) return problem('modifier_groups must be a list');
  const ids = (list: unknown[]) => list.map((entry) => (isRecord(entry) && isText(entry.id) ? entry.id : null));
  const itemIds = ids(items);
  const groupIds = ids(groupList);
  const categoryIds = ids(categories);
  for (const [name, list] of [
    ['items', itemIds],
    ['modifier_groups', groupIds],
    ['categories', categoryIds],
    ['menus', ids(menus)],
  ] as const) {
    if (list.some((id) => id === null)) return problem(`every entry of ${name} needs an id`);
    if (new Set(list).size !== list.length) return problem(`${name} has duplicate ids`);
  }
  const knownItems = new Set(itemIds as string[]);
  const knownGroups = new Set(groupIds as string[]);
  const knownCategories = new Set(categoryIds as string[]);
  const hours: SimWeekDay[][] = [];
  for (const menu of menus as Record<string, unknown>[]) {
    const menuId = String(menu.id);
    if (!hasTranslation(menu.title)) return problem(`menu ${menuId} needs a title`);
    const availability = readAvailability(menu.service_availability, menuId);
    if (!availability.ok) return availability;
    hours.push(availability.value);
    const listed = textList(menu.category_ids);
    if (!listed || listed.some((id) => !knownCategories.has(id)))
      return problem(`menu ${menuId}: category_ids must name categories of the upload`);
  }
  for (const category of categories as Record<string, unknown>[]) {
    const entities = entityIds(category.entities);
    if (!hasTranslation(category.title)) return problem(`category ${String(category.id)} needs a title`);
    if (!entities || entities.some((id) => !knownItems.has(id)))
      return problem(`category ${String(category.id)}: entities must be ITEMs of the upload`);
  }
  const suspensions = new Map<string, number>();
  for (const item of items as Record<string, unknown>[]) {
    const id = String(item.id);
    const price = isRecord(item.price_info) ? item.price_info.price : undefined;
    if (!hasTranslation(item.title)) return problem(`item ${id} needs a title`);
    if (!isWholeNumber(price)) return problem(`item ${id}: price_info.price must be a whole number of minor units`);
    const overrides = isRecord(item.price_info) ? (item.price_info.overrides ?? []) : [];
    if (
      !Array.isArray(overrides) ||
      !overrides.every(
        (o) =>
          isRecord(o) &&
          o.context_type === 'MODIFIER_GROUP' &&
          knownGroups.has(String(o.context_value)) &&
          isWholeNumber(o.price),
      )
    ) {
      return problem(`item ${id}: each price override needs a MODIFIER_GROUP of the upload and a whole price`);
    }
    const groupsOfItem = isRecord(item.modifier_group_ids)
      ? textList(item.modifier_group_ids.ids ?? [])
      : item.modifier_group_ids === undefined
        ? []
        : null;
    if (!groupsOfItem || groupsOfItem.some((groupId) => !knownGroups.has(groupId)))
      return problem(`item ${id}: modifier_group_ids must name modifier groups of the upload`);
    const suspension =
      isRecord(item.suspension_info) && isRecord(item.suspension_info.suspension)
        ? item.suspension_info.suspension.suspend_until
        : 0;
    if (!isWholeNumber(suspension)) return problem(`item ${id}: suspend_until must be Unix seconds`);
    suspensions.set(id, suspension);
  }
  for (const group of groupList as Record<string, unknown>[]) {
    const quantity =
      isRecord(group.quantity_info) && isRecord(group.quantity_info.quantity) ? group.quantity_info.quantity : {};
    const options = entityIds(group.modifier_options);
    if (!hasTranslation(group.title)) return problem(`modifier group ${String(group.id)} needs a title`);
    if (
      !isWholeNumber(quantity.min_permitted) ||
      !isWholeNumber(quantity.max_permitted) ||
      quantity.min_permitted > quantity.max_permitted
    ) {
      return problem(`modifier group ${String(group.id)}: quantity_info.quantity needs min_permitted ≤ max_permitted`);
    }
    if (!options || options.some((id) => !knownItems.has(id)))
      return problem(`modifier group ${String(group.id)}: modifier_options must be ITEMs of the upload`);
  }
  return {
    ok: true,
    value: { itemIds: itemIds as string[], groupIds: groupIds as string[], hours: mergeWeeks(hours), suspensions },
  };
}

function uploadMenu(store: SimStore, body: Record<string, unknown>, now: Date): PartnerReply {
  const menu = readMenu(body);
  if (!menu.ok) return badRequest(menu.problem);
  storeMenu(store, { menuId: null, body, itemIds: menu.value.itemIds, modifierGroupIds: menu.value.groupIds }, now);
  store.openingHours = menu.value.hours;
  for (const [itemId, suspendUntil] of menu.value.suspensions) setSuspension(store, itemId, suspendUntil, now);
  return noContent();
}

function setSuspension(store: SimStore, itemId: string, suspendUntil: number, now: Date): void {
  const until = new Date(suspendUntil * 1000);
  const suspended = suspendUntil > 0 && until > now;
  setItemState(store, itemId, { available: !suspended, until: suspended ? until : null, status: null }, now);
}

/**
 * A sparse item update. Uber answers 404 when the store never uploaded a menu; the demo restaurants never did, so
 * the simulator records the change for any item of such a store (see sim-menu.ts unknownItemIds) and answers 404
 * only for an item missing from an uploaded menu.
 */
function updateItem(store: SimStore, itemId: string, body: Record<string, unknown>, now: Date): PartnerReply {
  const suspension =
    isRecord(body.suspension_info) && isRecord(body.suspension_info.suspension)
      ? body.suspension_info.suspension
      : null;
  const price = isRecord(body.price_info) ? body.price_info.price : undefined;
  if (!suspension && price === undefined) return badRequest('Send suspension_info.suspension or price_info');
  if (suspension && !isWholeNumber(suspension.suspend_until))
    return badRequest('suspension_info.suspension.suspend_until must be Unix seconds (0: available)');
  if (price !== undefined && !isWholeNumber(price))
    return badRequest('price_info.price must be a whole number of minor units');
  if (unknownItemIds(store, [itemId]).length > 0) return notFound(`Item ${itemId} is not in the store's menu`);
  if (suspension) setSuspension(store, itemId, suspension.suspend_until as number, now);
  return noContent();
}

function setHolidayHours(store: SimStore, body: Record<string, unknown>): PartnerReply {
  if (!isRecord(body.holiday_hours)) return badRequest('holiday_hours must be an object of YYYY-MM-DD dates');
  const days: Record<string, SimPeriod[]> = {};
  for (const [date, day] of Object.entries(body.holiday_hours)) {
    const periods = isRecord(day) && Array.isArray(day.open_time_periods) ? day.open_time_periods : null;
    if (!isLocalDate(date) || !periods)
      return badRequest(`holiday_hours.${date}: a YYYY-MM-DD date with open_time_periods`);
    // 00:00–00:00 is Uber's closed day.
    const closed =
      periods.length === 1 &&
      isRecord(periods[0]) &&
      periods[0].start_time === '00:00' &&
      periods[0].end_time === '00:00';
    const open = closed ? [] : readPeriods(periods, 'start_time', 'end_time');
    if (!open || (!closed && open.length === 0))
      return badRequest(`holiday_hours.${date}: HH:MM periods that do not overlap, or 00:00–00:00 for closed`);
    days[date] = open;
  }
  store.holidayHours = days;
  return noContent();
}

function holidayHoursOf(store: SimStore): PartnerReply {
  const days = Object.entries(store.holidayHours ?? {}).map(([date, periods]) => [
    date,
    {
      open_time_periods:
        periods.length === 0
          ? [{ start_time: '00:00', end_time: '00:00' }]
          : periods.map((p) => ({ start_time: p.start, end_time: p.end })),
    },
  ]);
  return { status: 200, body: { holiday_hours: Object.fromEntries(days) } };
}

export const uberMenuRoutes: PartnerRoute[] = [
  {
    method: 'PUT',
    pattern: new RegExp(`^/v2/eats/stores/${STORE}/menus$`),
    handle: (r, c, m) => withStore(m, c, (store) => uploadMenu(store, r.body, c.now())),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v2/eats/stores/${STORE}/menus/items/([^/?]+)$`),
    handle: (r, c, m) => withStore(m, c, (store) => updateItem(store, decodeURIComponent(m[2] ?? ''), r.body, c.now())),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/holiday-hours$`),
    handle: (r, c, m) => withStore(m, c, (store) => setHolidayHours(store, r.body)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/holiday-hours$`),
    handle: (_r, c, m) => withStore(m, c, holidayHoursOf),
  },
];
