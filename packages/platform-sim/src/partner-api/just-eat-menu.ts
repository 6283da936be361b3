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

// JET Connect menu ingestion and item availability (docs/platforms.md#just-eat, both 202 and asynchronous) and the
// service times of a restaurant ([S] path). JET processes availability later, so item references are not checked here.
const ACCEPTED: PartnerReply = { status: 202, body: {} };

function setAvailability(body: Record<string, unknown>, context: PartnerContext): PartnerReply {
  const { event, itemReferences, happenedAt, nextAvailableAt } = body;
  const references = textList(itemReferences);
  if (event !== 'AVAILABLE' && event !== 'UNAVAILABLE') return badRequest('event must be AVAILABLE or UNAVAILABLE');
  if (!references || references.length === 0) return badRequest('itemReferences must list at least one item');
  if (!isText(happenedAt) || Number.isNaN(new Date(happenedAt).getTime()))
    return badRequest('happenedAt must be a date-time');
  const until = nextAvailableAt === undefined || nextAvailableAt === null ? null : new Date(String(nextAvailableAt));
  if (until && (Number.isNaN(until.getTime()) || event !== 'UNAVAILABLE'))
    return badRequest('nextAvailableAt is a date-time, for UNAVAILABLE only');
  const store = context.findStore(stringField(body, 'restaurant') ?? '');
  if (!store) return notFound('Restaurant not found');
  for (const reference of references)
    setItemState(store, reference, { available: event === 'AVAILABLE', until, status: event }, context.now());
  return ACCEPTED;
}

type Ids = { itemIds: string[]; groupIds: string[] };

/** The reason a menu is refused, or the ids it holds. */
function readMenus(menus: unknown): string | Ids {
  if (!Array.isArray(menus) || menus.length === 0) return 'menus must list at least one menu';
  const ids: Ids = { itemIds: [], groupIds: [] };
  for (const menu of menus) {
    if (!isRecord(menu) || !isText(menu.reference) || !isText(menu.name))
      return 'each menu needs a reference and a name';
    const items = Array.isArray(menu.items) ? menu.items : null;
    const groups = Array.isArray(menu.modifierGroups) ? menu.modifierGroups : [];
    if (
      !items ||
      !items.every((item) => isRecord(item) && isText(item.plu) && isText(item.name) && isWholeNumber(item.price))
    ) {
      return `menu ${menu.reference}: each item needs a plu, a name and a price in minor units`;
    }
    const plus = new Set(items.map((item) => String((item as { plu: string }).plu)));
    if (plus.size !== items.length) return `menu ${menu.reference}: plus must be unique`;
    const categories = Array.isArray(menu.categories) ? menu.categories : null;
    if (
      !categories ||
      !categories.every(
        (category) =>
          isRecord(category) && isText(category.reference) && textList(category.items)?.every((plu) => plus.has(plu)),
      )
    ) {
      return `menu ${menu.reference}: each category needs a reference and items that are plus of the menu`;
    }
    for (const group of groups) {
      const modifiers = isRecord(group) && Array.isArray(group.modifiers) ? group.modifiers : null;
      if (
        !isRecord(group) ||
        !isText(group.reference) ||
        !isWholeNumber(group.minChoices) ||
        !isWholeNumber(group.maxChoices) ||
        group.minChoices > group.maxChoices
      ) {
        return `menu ${menu.reference}: each modifier group needs a reference and minChoices ≤ maxChoices`;
      }
      if (
        !modifiers ||
        !modifiers.every(
          (modifier) => isRecord(modifier) && plus.has(String(modifier.plu)) && isWholeNumber(modifier.price),
        )
      ) {
        return `menu ${menu.reference}: modifier group ${group.reference}: each modifier is a plu of the menu with a price`;
      }
      ids.groupIds.push(group.reference);
    }
    ids.itemIds.push(...plus);
  }
  return { itemIds: [...new Set(ids.itemIds)], groupIds: [...new Set(ids.groupIds)] };
}

function ingestMenus(body: Record<string, unknown>, context: PartnerContext): PartnerReply {
  const restaurants = textList(body.restaurants);
  if (!restaurants || restaurants.length === 0)
    return badRequest('restaurants must list at least one restaurant reference');
  const ids = readMenus(body.menus);
  if (typeof ids === 'string') return badRequest(ids);
  const stores = restaurants.map((reference) => context.findStore(reference));
  const missing = restaurants.filter((_reference, index) => !stores[index]);
  if (missing.length > 0) return notFound(`Unknown restaurants: ${missing.join(', ')}`);
  for (const store of stores)
    if (store)
      storeMenu(store, { menuId: null, body, itemIds: ids.itemIds, modifierGroupIds: ids.groupIds }, context.now());
  return ACCEPTED;
}

function setServiceTimes(store: SimStore, body: Record<string, unknown>): PartnerReply {
  const desired = isRecord(body.desiredServiceTimes) ? body.desiredServiceTimes : null;
  const delivery = desired && Array.isArray(desired.delivery) ? desired.delivery : null;
  if (!desired || !delivery || (desired.collection !== undefined && !Array.isArray(desired.collection))) {
    return badRequest(
      'desiredServiceTimes needs delivery (and optionally collection) lists of {dayOfWeek, start, end}',
    );
  }
  if (delivery.some((entry) => !isRecord(entry) || !dayNumber(entry.dayOfWeek)))
    return badRequest('Each service time needs a dayOfWeek (Monday…Sunday)');
  const week: SimWeekDay[] = [];
  for (const [index] of DAY_NAMES.entries()) {
    const entries = delivery.filter((entry) => isRecord(entry) && dayNumber(entry.dayOfWeek) === index + 1);
    const periods = readPeriods(entries, 'start', 'end');
    if (!periods)
      return badRequest(`desiredServiceTimes.delivery: ${DAY_NAMES[index]} needs HH:MM periods that do not overlap`);
    week.push({ dayOfWeek: index + 1, periods });
  }
  store.openingHours = week;
  return noContent();
}

export const justEatMenuRoutes: PartnerRoute[] = [
  { method: 'POST', pattern: /^\/item-availability$/, handle: (r, c) => setAvailability(r.body, c) },
  { method: 'POST', pattern: /^\/menus$/, handle: (r, c) => ingestMenus(r.body, c) },
  {
    method: 'PUT',
    pattern: /^\/restaurants\/([^/]+)\/servicetimes$/,
    handle: (r, c, m) => withStore(m, c, (store) => setServiceTimes(store, r.body)),
  },
];
