import {
  isLocalDate,
  isRecord,
  isText,
  isWholeNumber,
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

// The application side of GET RESTO's menu and hours callbacks (apps/server/src/platforms/get-resto/README.md).
const STORE = '^/stores/([^/]+)';

const optionalInstant = (value: unknown): Date | null | 'invalid' => {
  if (value === null || value === undefined) return null;
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
};

function setAvailability(store: SimStore, body: Record<string, unknown>, now: Date): PartnerReply {
  const { items, available } = body;
  const until = optionalInstant(body.until);
  if (!Array.isArray(items) || items.length === 0 || !items.every((item) => isRecord(item) && isText(item.id)))
    return badRequest('items must list at least one {id, title}');
  if (typeof available !== 'boolean') return badRequest('available must be true or false');
  if (until === 'invalid' || (until && available))
    return badRequest('until is an ISO-8601 instant, for available: false only');
  const ids = items.map((item) => String((item as { id: string }).id));
  const unknown = unknownItemIds(store, ids);
  if (unknown.length > 0) return notFound(`Unknown items: ${unknown.join(', ')}`);
  for (const id of ids) setItemState(store, id, { available, until, status: null }, now);
  return noContent();
}

/** `[{dayOfWeek 1–7, timePeriods [{startTime, endTime}]}]`, each day at most once; null when malformed. */
function readDays(value: unknown): SimWeekDay[] | null {
  if (!Array.isArray(value)) return null;
  const week: SimWeekDay[] = [];
  for (const day of value) {
    const dayOfWeek =
      isRecord(day) && isWholeNumber(day.dayOfWeek) && day.dayOfWeek >= 1 && day.dayOfWeek <= 7 ? day.dayOfWeek : null;
    const periods = isRecord(day) ? readPeriods(day.timePeriods, 'startTime', 'endTime') : null;
    if (!dayOfWeek || !periods || week.some((other) => other.dayOfWeek === dayOfWeek)) return null;
    week.push({ dayOfWeek, periods });
  }
  return week.sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

type Entry = Record<string, unknown> & { id: string };

function entries(value: unknown): Entry[] | null {
  return Array.isArray(value) && value.every((entry) => isRecord(entry) && isText(entry.id))
    ? (value as Entry[])
    : null;
}

function menuProblem(body: Record<string, unknown>): string | null {
  const [menus, categories, items, groups] = [
    entries(body.menus),
    entries(body.categories),
    entries(body.items),
    entries(body.modifierGroups),
  ];
  if (!isText(body.currency) || !menus || menus.length === 0 || !categories || !items || !groups)
    return 'A menu needs currency, menus, categories, items and modifierGroups, each entry with an id';
  const ids = (list: Entry[]) => new Set(list.map((entry) => entry.id));
  const [itemIds, categoryIds, groupIds] = [ids(items), ids(categories), ids(groups)];
  const refers = (value: unknown, known: Set<string>) => textList(value)?.every((id) => known.has(id)) ?? false;
  for (const menu of menus) {
    if (!readDays(menu.serviceAvailability) || !refers(menu.categoryIds, categoryIds))
      return `menu ${menu.id}: serviceAvailability days and categoryIds of the menu`;
  }
  for (const category of categories)
    if (!refers(category.itemIds, itemIds)) return `category ${category.id}: itemIds must be items of the menu`;
  for (const item of items) {
    if (!isText(item.title) || !isWholeNumber(item.price) || !refers(item.modifierGroupIds, groupIds))
      return `item ${item.id}: title, price in minor units and modifierGroupIds of the menu`;
  }
  for (const group of groups) {
    const options = Array.isArray(group.options) ? group.options : null;
    if (
      !isWholeNumber(group.minPermitted) ||
      !isWholeNumber(group.maxPermitted) ||
      group.minPermitted > group.maxPermitted
    )
      return `modifier group ${group.id}: minPermitted ≤ maxPermitted`;
    if (
      !options ||
      !options.every((option) => isRecord(option) && itemIds.has(String(option.itemId)) && isWholeNumber(option.price))
    )
      return `modifier group ${group.id}: options are items of the menu with a price`;
  }
  return null;
}

function uploadMenu(store: SimStore, body: Record<string, unknown>, now: Date): PartnerReply {
  const problem = menuProblem(body);
  if (problem) return badRequest(problem);
  const items = body.items as Entry[];
  storeMenu(
    store,
    {
      menuId: null,
      body,
      itemIds: items.map((item) => item.id),
      modifierGroupIds: (body.modifierGroups as Entry[]).map((group) => group.id),
    },
    now,
  );
  for (const item of items) {
    const until = optionalInstant(item.unavailableUntil);
    setItemState(
      store,
      item.id,
      { available: item.available !== false, until: until === 'invalid' ? null : until, status: null },
      now,
    );
  }
  return noContent();
}

function setClosures(store: SimStore, body: Record<string, unknown>): PartnerReply {
  const { closures } = body;
  if (
    !Array.isArray(closures) ||
    !closures.every((c) => isRecord(c) && isLocalDate(c.fromDate) && isLocalDate(c.toDate) && c.fromDate <= c.toDate)
  ) {
    return badRequest('closures must be a list of {fromDate, toDate} local dates YYYY-MM-DD, from ≤ to');
  }
  const days: Record<string, SimPeriod[]> = {};
  for (const closure of closures as { fromDate: string; toDate: string }[]) {
    for (
      let day = new Date(`${closure.fromDate}T00:00:00Z`);
      day.toISOString().slice(0, 10) <= closure.toDate;
      day = new Date(day.getTime() + 86_400_000)
    ) {
      days[day.toISOString().slice(0, 10)] = [];
    }
  }
  store.holidayHours = days;
  return noContent();
}

export const getRestoMenuRoutes: PartnerRoute[] = [
  {
    method: 'POST',
    pattern: new RegExp(`${STORE}/items/availability$`),
    handle: (r, c, m) => withStore(m, c, (store) => setAvailability(store, r.body, c.now())),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`${STORE}/menu$`),
    handle: (r, c, m) => withStore(m, c, (store) => uploadMenu(store, r.body, c.now())),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`${STORE}/opening-hours$`),
    handle: (r, c, m) =>
      withStore(m, c, (store) => {
        const week = readDays(r.body.days);
        if (!week) return badRequest('days: each dayOfWeek (1–7) once, with HH:MM timePeriods that do not overlap');
        store.openingHours = week;
        return noContent();
      }),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`${STORE}/closures$`),
    handle: (r, c, m) => withStore(m, c, (store) => setClosures(store, r.body)),
  },
];
