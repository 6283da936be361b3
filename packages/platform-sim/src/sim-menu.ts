import type { SimStore } from './sim-store';

// What a simulated platform keeps of a store's menu, item availability and hours, and the checks its partner API
// makes on the bodies that set them.

export type SimPeriod = { start: string; end: string };
/** 1 = Monday … 7 = Sunday; a day without periods is closed. */
export type SimWeekDay = { dayOfWeek: number; periods: SimPeriod[] };

export type SimItemState = {
  available: boolean;
  /** When the platform puts the item back by itself (Uber `suspend_until`, JET `nextAvailableAt`); null: no timer. */
  until: Date | null;
  /** The platform's own word for it, where it has one (Deliveroo `available` / `unavailable` / `hidden`). */
  status: string | null;
  changedAt: Date;
};

export type SimMenu = {
  uploadedAt: Date;
  /** The platform's id of the menu, where the upload names one (Deliveroo's menu id, Glovo's transaction). */
  menuId: string | null;
  /** The body as uploaded. */
  body: Record<string, unknown>;
  itemIds: string[];
  modifierGroupIds: string[];
};

export type SimDayOff = {
  id: string;
  start: string;
  end: string;
  reason: string;
  cancelled: boolean;
  /** The caller's Idempotency-Key, so a retried creation answers with the same day off instead of a second one. */
  idempotencyKey: string | null;
};

export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** `monday` (any case) → 1 … `sunday` → 7; null for anything else. */
export function dayNumber(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const index = DAY_NAMES.indexOf(name.toLowerCase() as (typeof DAY_NAMES)[number]);
  return index === -1 ? null : index + 1;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** `HH:MM`, 00:00 to 24:00. */
function isTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(value);
}

export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Strings only, none empty; null when the value is not such an array. */
export function textList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every(isText) ? value : null;
}

/**
 * Reads `[{<start>, <end>}]` periods; null when one is malformed, does not start before it ends, or overlaps another.
 */
export function readPeriods(value: unknown, start: string, end: string): SimPeriod[] | null {
  if (!Array.isArray(value)) return null;
  const periods: SimPeriod[] = [];
  for (const period of value) {
    if (!isRecord(period) || !isTime(period[start]) || !isTime(period[end]) || period[start] >= period[end])
      return null;
    periods.push({ start: period[start], end: period[end] });
  }
  // Periods of one day must not overlap (touching is fine).
  const sorted = [...periods].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((period, index) => index === 0 || (sorted[index - 1]?.end ?? '') <= period.start)
    ? periods
    : null;
}

/**
 * Item ids of a change the store's menu does not know. A store that never uploaded a menu knows every id: see README.
 */
export function unknownItemIds(store: SimStore, ids: readonly string[]): string[] {
  if (!store.menu) return [];
  const known = new Set(store.menu.itemIds);
  return ids.filter((id) => !known.has(id));
}

export function setItemState(store: SimStore, itemId: string, state: Omit<SimItemState, 'changedAt'>, now: Date): void {
  store.items[itemId] = { ...state, changedAt: now };
}

export function storeMenu(store: SimStore, menu: Omit<SimMenu, 'uploadedAt'>, now: Date): void {
  store.menu = { ...menu, uploadedAt: now };
}

/** Merges menus' weekly availability into one week (Uber's regular hours are its menus' service availability). */
export function mergeWeeks(weeks: readonly SimWeekDay[][]): SimWeekDay[] {
  return DAY_NAMES.map((_name, index) => {
    const periods = weeks.flatMap((week) =>
      week.filter((day) => day.dayOfWeek === index + 1).flatMap((day) => day.periods),
    );
    const unique = [...new Map(periods.map((period) => [`${period.start}-${period.end}`, period])).values()];
    return { dayOfWeek: index + 1, periods: unique.sort((a, b) => a.start.localeCompare(b.start)) };
  });
}
