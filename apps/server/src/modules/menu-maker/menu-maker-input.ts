import { describeScheduleIssue, findScheduleIssues, MENU_MAKER_LIMITS, normalizeWeek } from '@comptoir/domain';
import type { ServiceAvailability } from '../../db/schema';
import { AppError } from '../../errors';
import type { MenuGraph } from '../menus';

// The menu maker's field rules: a bad value is refused with BAD_USER_INPUT, a message naming the field and a reason
// with its params (docs/errors.md), and nothing is written. `undefined` always means "not sent, keep"; null clears a
// field that may be empty.

type Params = Record<string, string | number>;

const bad = (message: string, reason: string, params: Params = {}, field?: MenuField) =>
  new AppError('BAD_USER_INPUT', { message, details: { reason, params, ...(field ? { field } : {}) } });

/** The fields the rules name: `field` and `params.field` of a refusal, and the words of its English message. */
type MenuField = 'title' | 'subtitle' | 'internalTitle' | 'description' | 'imageUrl' | 'price' | 'optionPrice';
const FIELD_WORDS: Record<MenuField, string> = {
  title: 'title',
  subtitle: 'subtitle',
  internalTitle: 'internal title',
  description: 'description',
  imageUrl: 'image address',
  price: 'price',
  optionPrice: 'option price',
};

export function readTitle(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = value.trim();
  if (text === '') throw bad('The title is empty', 'TEXT_EMPTY', { field: 'title' }, 'title');
  if (text.length > MENU_MAKER_LIMITS.title)
    throw bad(
      `The title must be at most ${MENU_MAKER_LIMITS.title} characters`,
      'TEXT_TOO_LONG',
      { field: 'title', max: MENU_MAKER_LIMITS.title },
      'title',
    );
  return text;
}

export function requireTitle(value: string | null | undefined): string {
  const title = readTitle(value);
  if (title === undefined) throw bad('The title is required', 'TEXT_REQUIRED', { field: 'title' }, 'title');
  return title;
}

/** Optional text: undefined keeps, null or blank clears. */
export function readText(value: string | null | undefined, field: MenuField, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > max)
    throw bad(`The ${FIELD_WORDS[field]} must be at most ${max} characters`, 'TEXT_TOO_LONG', { field, max }, field);
  return text;
}

// Item images are links (an https address, or a path Comptoir serves): never a data: or javascript: URL.
export function readImageUrl(value: string | null | undefined): string | null | undefined {
  const url = readText(value, 'imageUrl', MENU_MAKER_LIMITS.imageUrl);
  if (url === undefined || url === null) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return url;
  } catch {
    // Not an address: refused below.
  }
  throw bad(
    'The image address must start with https:// (or be a path of this server)',
    'IMAGE_URL_INVALID',
    {},
    'imageUrl',
  );
}

/** A price in minor units; undefined keeps, null clears (publishing then refuses the item until it has one). */
export function readPrice(
  value: number | null | undefined,
  field: 'price' | 'optionPrice' = 'price',
): number | null | undefined {
  if (value === undefined || value === null) return value;
  const words = FIELD_WORDS[field];
  if (!Number.isInteger(value))
    throw bad(`The ${words} must be a whole number of cents`, 'PRICE_NOT_WHOLE_CENTS', { field }, field);
  if (value < 0) throw bad(`The ${words} cannot be negative`, 'PRICE_NEGATIVE', { field }, field);
  const max = MENU_MAKER_LIMITS.maxPrice / 100;
  if (value > MENU_MAKER_LIMITS.maxPrice)
    throw bad(`The ${words} must be at most ${max}`, 'PRICE_TOO_HIGH', { field, max }, field);
  return value;
}

export function readVatPercent(value: number | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 100)
    throw bad('The VAT rate must be between 0 and 100 %', 'VAT_RATE_OUT_OF_RANGE');
  return value;
}

/** A group's or an option's quantities: whole numbers, 0 ≤ min ≤ max, max at least 1. */
export function readQuantities(
  min: number,
  max: number,
  what: 'group' | 'option',
): { minPermitted: number; maxPermitted: number } {
  if (!Number.isInteger(min) || !Number.isInteger(max))
    throw bad(`The ${what} quantities must be whole numbers`, 'QUANTITIES_NOT_WHOLE', { what });
  if (min < 0) throw bad(`The ${what} minimum cannot be negative`, 'QUANTITY_MIN_NEGATIVE', { what });
  if (max < 1) throw bad(`The ${what} maximum must be at least 1`, 'QUANTITY_MAX_BELOW_ONE', { what });
  const limit = MENU_MAKER_LIMITS.maxPermitted;
  if (max > limit)
    throw bad(`The ${what} maximum must be at most ${limit}`, 'QUANTITY_MAX_TOO_HIGH', { what, max: limit });
  if (min > max) throw bad(`The ${what} minimum cannot be above its maximum`, 'QUANTITY_MIN_ABOVE_MAX', { what });
  return { minPermitted: min, maxPermitted: max };
}

/**
 * A menu's own hours obey the /schedule rules (one day per entry, HH:MM periods within the day that do not overlap),
 * so a platform never refuses the upload for them.
 */
export function readServiceAvailability(
  value: ServiceAvailability[] | null | undefined,
): ServiceAvailability[] | undefined {
  if (value === undefined || value === null) return undefined;
  const issues = findScheduleIssues(value);
  if (issues.length > 0)
    throw new AppError('BAD_USER_INPUT', {
      message: issues.map(describeScheduleIssue).join('; '),
      details: { reason: 'INVALID_SCHEDULE', scheduleIssues: issues },
    });
  return normalizeWeek(value);
}

type Kind = 'menus' | 'categories' | 'items' | 'modifierGroups';
const KIND_WORDS: Record<Kind, string> = {
  menus: 'Menu',
  categories: 'Category',
  items: 'Item',
  modifierGroups: 'Modifier group',
};

/** Ids of this configuration's entities, without repeats, in the order given; undefined keeps. */
export function readIds(graph: MenuGraph, kind: Kind, ids: readonly number[] | null | undefined): number[] | undefined {
  if (ids === undefined || ids === null) return undefined;
  const known = new Set(graph[kind].map((row) => row.id));
  const seen = new Set<number>();
  for (const id of ids) {
    if (!known.has(id))
      throw bad(`${KIND_WORDS[kind]} ${id} is not in this menu configuration`, 'NOT_IN_CONFIGURATION', { kind, id });
    if (seen.has(id)) throw bad(`${KIND_WORDS[kind]} ${id} is given twice`, 'GIVEN_TWICE', { kind, id });
    seen.add(id);
  }
  return [...ids];
}

/** The entity an UPDATE, DUPLICATE or DELETE names, in this configuration. */
export function requireEntity<Row extends { id: number }>(
  graph: MenuGraph,
  kind: Kind,
  id: number | null | undefined,
): Row {
  if (id === undefined || id === null)
    throw bad(`The ${KIND_WORDS[kind].toLowerCase()} id is required for this operation`, 'ID_REQUIRED', { kind });
  const row = (graph[kind] as readonly { id: number }[]).find((candidate) => candidate.id === id);
  if (!row) throw new AppError('NOT_FOUND', { message: `${KIND_WORDS[kind]} ${id} is not in this menu configuration` });
  return row as Row;
}
