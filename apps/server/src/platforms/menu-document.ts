// What Comptoir sends a platform about a restaurant's menu, hours and closures, in one platform-neutral shape that each
// adapter turns into its partner API's calls (docs/platforms.md). Ids are the platform ids
// (`platformId`, docs/data-model.md#menus), money is in minor units, times are the restaurant's local `HH:MM`.

type MenuDocumentPeriod = { startTime: string; endTime: string };

/** 1 = Monday … 7 = Sunday. */
export type MenuDocumentDay = { dayOfWeek: number; timePeriods: MenuDocumentPeriod[] };

export type MenuDocumentItem = {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  price: number;
  vatPercent: number;
  /** Groups this item asks for, in order. */
  modifierGroupIds: string[];
  /** False while suspended (suspendUntil in the future). */
  available: boolean;
  /**
   * When a suspended item comes back, if known (null or absent: until made available again). Platforms that carry the
   * suspension in the menu (Uber Eats `suspend_until`) need it, or a republish turns "until tomorrow" into "for ever".
   */
  suspendUntil?: Date | null;
};

type MenuDocumentModifierGroup = {
  id: string;
  title: string;
  minPermitted: number;
  maxPermitted: number;
  /** Each option is an item of `items`, at the price it has in this group. */
  options: { itemId: string; price: number; minPermitted: number; maxPermitted: number }[];
};

export type MenuDocument = {
  currency: string;
  menus: {
    id: string;
    title: string;
    subtitle: string | null;
    serviceAvailability: MenuDocumentDay[];
    categoryIds: string[];
  }[];
  categories: { id: string; title: string; description: string | null; itemIds: string[] }[];
  items: MenuDocumentItem[];
  modifierGroups: MenuDocumentModifierGroup[];
};

/**
 * An item's availability: AVAILABLE, UNAVAILABLE until `until` ("Today": the next local midnight), or UNAVAILABLE with
 * `until` null ("All Time", until made available again).
 */
export type ItemAvailabilityChange = {
  items: { platformId: string; title: string }[];
  available: boolean;
  until: Date | null;
};

/** A restaurant's closure over whole local days, inclusive (`YYYY-MM-DD`). */
export type HolidayClosure = { fromDate: string; toDate: string; timeZone: string };

/**
 * A change to a restaurant's closures: every closure after it, those added, and those removed with the platform's id.
 */
export type HolidayChange = {
  closures: HolidayClosure[];
  added: HolidayClosure[];
  removed: { closure: HolidayClosure; platformRef: string | null }[];
};
