import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import { dayName, itemSuspensionEnd } from '../menu-calls';
import type { MenuDocument, MenuDocumentDay, MenuDocumentItem } from '../menu-document';

// The body of Uber's full menu upload ([P] `PUT /v2/eats/stores/{store_id}/menus`,
// docs/platforms.md#uber-eats-store-hours-and-menus), in Uber's menu model: menus (with their service availability,
// which is also the store's regular hours) → categories → items; modifier groups list items as their options, and an
// item's price or quantity inside a group is an override whose context is that group. Prices are minor units
// (`price_info.price: 1290` = 12.90). Texts are translations; the menu document carries no language, so they go under
// one default locale.
const LOCALE = 'en_us';

type Translated = { translations: Record<string, string> };

const text = (value: string): Translated => ({ translations: { [LOCALE]: value } });

/** Uber times are `HH:MM` within the day; a period ending at midnight ends at 23:59. */
function uberTime(time: string): string {
  return time === '24:00' ? '23:59' : time;
}

function uberServiceAvailability(days: readonly MenuDocumentDay[]) {
  // A day without periods is a closed day: Uber takes it by leaving the day out.
  return days
    .filter((day) => day.timePeriods.length > 0)
    .map((day) => ({
      day_of_week: dayName(day.dayOfWeek),
      time_periods: day.timePeriods.map((period) => ({
        start_time: uberTime(period.startTime),
        end_time: uberTime(period.endTime),
      })),
    }));
}

/** `suspend_until` in Unix seconds: 0 = available; "All Time" is the domain's far-future instant. */
export function uberSuspendUntil(available: boolean, until: Date | null): number {
  if (available) return 0;
  return Math.floor((until ?? INDEFINITE_SUSPENSION_UNTIL).getTime() / 1000);
}

function uberItem(item: MenuDocumentItem, menu: MenuDocument) {
  const groupsOffering = menu.modifierGroups.flatMap((group) =>
    group.options.filter((option) => option.itemId === item.id).map((option) => ({ group, option })),
  );
  return {
    id: item.id,
    external_data: item.id,
    title: text(item.title),
    ...(item.description ? { description: text(item.description) } : {}),
    ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
    price_info: {
      price: item.price,
      // Inside a group the item costs the option's price (a drink included in a menu: 0).
      overrides: groupsOffering.map(({ group, option }) => ({
        context_type: 'MODIFIER_GROUP',
        context_value: group.id,
        price: option.price,
      })),
    },
    quantity_info: {
      overrides: groupsOffering.map(({ group, option }) => ({
        context_type: 'MODIFIER_GROUP',
        context_value: group.id,
        quantity: { min_permitted: option.minPermitted, max_permitted: option.maxPermitted },
      })),
    },
    tax_info: { vat_rate_percentage: item.vatPercent },
    modifier_group_ids: { ids: item.modifierGroupIds },
    suspension_info: {
      suspension: {
        suspend_until: uberSuspendUntil(item.available, itemSuspensionEnd(item)),
        reason: item.available ? null : 'Unavailable',
      },
    },
  };
}

/** The Uber menu of a menu document. */
export function uberMenuBody(menu: MenuDocument) {
  return {
    menus: menu.menus.map((entry) => ({
      id: entry.id,
      title: text(entry.title),
      ...(entry.subtitle ? { subtitle: text(entry.subtitle) } : {}),
      service_availability: uberServiceAvailability(entry.serviceAvailability),
      category_ids: entry.categoryIds,
    })),
    categories: menu.categories.map((category) => ({
      id: category.id,
      title: text(category.title),
      ...(category.description ? { subtitle: text(category.description) } : {}),
      entities: category.itemIds.map((id) => ({ id, type: 'ITEM' })),
    })),
    items: menu.items.map((item) => uberItem(item, menu)),
    modifier_groups: menu.modifierGroups.map((group) => ({
      id: group.id,
      title: text(group.title),
      quantity_info: { quantity: { min_permitted: group.minPermitted, max_permitted: group.maxPermitted } },
      modifier_options: group.options.map((option) => ({ id: option.itemId, type: 'ITEM' })),
    })),
  };
}
