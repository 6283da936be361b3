import {
  DAY_NAMES,
  dayNumber,
  isRecord,
  isText,
  isWholeNumber,
  readPeriods,
  setItemState,
  storeMenu,
  textList,
  unknownItemIds,
  type SimDayOff,
  type SimWeekDay,
} from '../sim-menu';
import type { SimStore } from '../sim-store';
import {
  badRequest,
  noContent,
  notFound,
  stringField,
  withStore,
  type PartnerContext,
  type PartnerReply,
  type PartnerRoute,
} from './route';

// Deliveroo Menu API (upload, item unavailabilities) and Site API hours
// (docs/platforms.md#deliveroo-site-hours-and-menus). Any brand id is accepted; the site id names the store.
const SITE = '^/site/v1/brands/[^/]+/sites/([^/]+)';
const ITEM_STATUSES = ['available', 'unavailable', 'hidden'];

/** Updates the listed items only; 404 (and nothing changed) if any id is not on the site's menu. */
function setUnavailabilities(store: SimStore, body: Record<string, unknown>, now: Date): PartnerReply {
  const entries = body.item_unavailabilities;
  if (!Array.isArray(entries) || entries.length === 0)
    return badRequest('item_unavailabilities must list at least one item');
  if (
    !entries.every((entry) => isRecord(entry) && isText(entry.item_id) && ITEM_STATUSES.includes(String(entry.status)))
  ) {
    return badRequest(`Each item_unavailabilities entry needs an item_id and a status: ${ITEM_STATUSES.join(', ')}`);
  }
  const changes = entries as { item_id: string; status: string }[];
  const unknown = unknownItemIds(
    store,
    changes.map((change) => change.item_id),
  );
  if (unknown.length > 0) return notFound(`Unknown item ids: ${unknown.join(', ')}`);
  // `unavailable` lasts until Deliveroo's next-morning reset; `hidden` until shown again.
  for (const change of changes)
    setItemState(
      store,
      change.item_id,
      { available: change.status === 'available', until: null, status: change.status },
      now,
    );
  return noContent();
}

function readWeek(value: unknown): SimWeekDay[] | null {
  if (!Array.isArray(value)) return null;
  const week: SimWeekDay[] = [];
  for (const day of value) {
    const dayOfWeek = isRecord(day) ? dayNumber(day.day_of_week) : null;
    const periods = isRecord(day) ? readPeriods(day.time_periods, 'start', 'end') : null;
    if (!dayOfWeek || !periods || week.some((other) => other.dayOfWeek === dayOfWeek)) return null;
    week.push({ dayOfWeek, periods });
  }
  return week.sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

/** The reason a menu upload is refused, or null: ids unique, references known, selections and schedules sound. */
function menuProblem(menu: Record<string, unknown>): string | null {
  const list = (key: string) => (Array.isArray(menu[key]) ? (menu[key] as unknown[]) : null);
  const [items, categories, modifiers, mealtimes] = [
    list('items'),
    list('categories'),
    list('modifiers') ?? [],
    list('mealtimes'),
  ];
  if (!items || !categories || !mealtimes) return 'menu needs items, categories and mealtimes';
  const all = [...items, ...categories, ...modifiers, ...mealtimes];
  if (
    !all.every(
      (entry) => isRecord(entry) && isText(entry.id) && isRecord(entry.name) && Object.values(entry.name).some(isText),
    )
  )
    return 'every menu entry needs an id and a name';
  const ids = (entries: unknown[]) => new Set(entries.map((entry) => String((entry as { id: string }).id)));
  const [itemIds, categoryIds, modifierIds] = [ids(items), ids(categories), ids(modifiers)];
  if (itemIds.size !== items.length || categoryIds.size !== categories.length || modifierIds.size !== modifiers.length)
    return 'menu ids must be unique';
  const refers = (value: unknown, known: Set<string>) => textList(value)?.every((id) => known.has(id)) ?? false;
  for (const item of items as Record<string, unknown>[]) {
    if (!isRecord(item.price_info) || !isWholeNumber(item.price_info.price))
      return `item ${String(item.id)}: price_info.price must be a whole number of minor units`;
    if (!refers(item.modifier_ids ?? [], modifierIds))
      return `item ${String(item.id)}: modifier_ids must name modifiers of the menu`;
  }
  for (const category of categories as Record<string, unknown>[]) {
    if (!refers(category.item_ids, itemIds))
      return `category ${String(category.id)}: item_ids must name items of the menu`;
  }
  for (const modifier of modifiers as Record<string, unknown>[]) {
    const { min_selection: min, max_selection: max } = modifier;
    if (!isWholeNumber(min) || !isWholeNumber(max) || min > max)
      return `modifier ${String(modifier.id)}: min_selection ≤ max_selection, whole numbers`;
    if (!refers(modifier.item_ids, itemIds))
      return `modifier ${String(modifier.id)}: item_ids must name items of the menu`;
  }
  for (const mealtime of mealtimes as Record<string, unknown>[]) {
    if (!refers(mealtime.category_ids, categoryIds))
      return `mealtime ${String(mealtime.id)}: category_ids must name categories of the menu`;
    if (!readWeek(mealtime.schedule))
      return `mealtime ${String(mealtime.id)}: schedule needs each day once with HH:MM periods that do not overlap`;
  }
  return null;
}

function uploadMenu(menuId: string, body: Record<string, unknown>, context: PartnerContext): PartnerReply {
  const siteIds = textList(body.site_ids);
  if (!isText(body.name) || !isRecord(body.menu) || !siteIds || siteIds.length === 0)
    return badRequest('A menu upload needs name, menu and site_ids');
  const problem = menuProblem(body.menu);
  if (problem) return badRequest(problem);
  const sites = siteIds.map((siteId) => context.findStore(siteId));
  const missing = siteIds.filter((_siteId, index) => !sites[index]);
  if (missing.length > 0) return notFound(`Unknown site ids: ${missing.join(', ')}`);
  const menu = body.menu as { items: { id: string }[]; modifiers?: { id: string }[] };
  for (const site of sites) {
    if (site)
      storeMenu(
        site,
        {
          menuId,
          body,
          itemIds: menu.items.map((item) => item.id),
          modifierGroupIds: (menu.modifiers ?? []).map((modifier) => modifier.id),
        },
        context.now(),
      );
  }
  return { status: 200, body: { id: menuId } };
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const dayOffBody = (dayOff: SimDayOff) => ({
  id: dayOff.id,
  local_start_time: dayOff.start,
  local_end_time: dayOff.end,
  reason: dayOff.reason,
});

function createDayOff(store: SimStore, body: Record<string, unknown>, idempotencyKey: string | null): PartnerReply {
  const repeated = idempotencyKey
    ? store.daysOff.find((dayOff) => dayOff.idempotencyKey === idempotencyKey)
    : undefined;
  if (repeated) return { status: 201, body: dayOffBody(repeated) };
  const start = stringField(body, 'local_start_time');
  const end = stringField(body, 'local_end_time');
  const reason = stringField(body, 'reason');
  if (
    !start ||
    !end ||
    !LOCAL_TIME.test(start) ||
    !LOCAL_TIME.test(end) ||
    Number.isNaN(new Date(`${start}Z`).getTime())
  ) {
    return badRequest('local_start_time and local_end_time must be local times YYYY-MM-DDTHH:MM:SS');
  }
  if (end <= start) return badRequest('local_end_time must be after local_start_time');
  if (!reason) return badRequest('reason is required');
  const dayOff = {
    id: `${store.storeId}-off-${store.daysOff.length + 1}`,
    start,
    end,
    reason,
    cancelled: false,
    idempotencyKey,
  };
  store.daysOff.push(dayOff);
  return { status: 201, body: dayOffBody(dayOff) };
}

function cancelDayOff(store: SimStore, id: string): PartnerReply {
  const dayOff = store.daysOff.find((candidate) => candidate.id === id && !candidate.cancelled);
  if (!dayOff) return notFound(`No day off ${id} on this site`);
  dayOff.cancelled = true;
  return noContent();
}

const weekBody = (week: SimWeekDay[] | null) => ({
  opening_hours: (week ?? []).map((day) => ({ day_of_week: DAY_NAMES[day.dayOfWeek - 1], time_periods: day.periods })),
});

export const deliverooMenuRoutes: PartnerRoute[] = [
  {
    method: 'POST',
    pattern: /^\/menu\/v2\/brands\/[^/]+\/sites\/([^/]+)\/menu\/item_unavailabilities$/,
    handle: (r, c, m) => withStore(m, c, (store) => setUnavailabilities(store, r.body, c.now())),
  },
  {
    method: 'PUT',
    pattern: /^\/menu\/v1\/brands\/[^/]+\/menus\/([^/]+)$/,
    handle: (r, c, m) => uploadMenu(decodeURIComponent(m[1] ?? ''), r.body, c),
  },
  {
    method: 'POST',
    pattern: new RegExp(`${SITE}/opening_hours$`),
    handle: (r, c, m) =>
      withStore(m, c, (store) => {
        const week = readWeek(r.body.opening_hours);
        if (!week)
          return badRequest('opening_hours: each day once (monday…sunday) with HH:MM time_periods that do not overlap');
        store.openingHours = week;
        return { status: 200, body: weekBody(week) };
      }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`${SITE}/opening_hours$`),
    handle: (_r, c, m) => withStore(m, c, (store) => ({ status: 200, body: weekBody(store.openingHours) })),
  },
  {
    method: 'POST',
    pattern: new RegExp(`${SITE}/days_off$`),
    handle: (r, c, m) => withStore(m, c, (store) => createDayOff(store, r.body, r.headers.get('idempotency-key'))),
  },
  {
    method: 'GET',
    pattern: new RegExp(`${SITE}/days_off$`),
    handle: (_r, c, m) =>
      withStore(m, c, (store) => ({
        status: 200,
        body: store.daysOff.filter((dayOff) => !dayOff.cancelled).map(dayOffBody),
      })),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`${SITE}/days_off/([^/]+)$`),
    handle: (_r, c, m) => withStore(m, c, (store) => cancelDayOff(store, decodeURIComponent(m[2] ?? ''))),
  },
];
