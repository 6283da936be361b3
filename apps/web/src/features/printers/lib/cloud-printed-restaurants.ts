import type { Profile } from '../../../lib/api/profile';

/**
 * The titles of the restaurants whose tickets a cloud printer prints (switched on and set for them), as the server
 * queues them (docs/printing.md#printed): for the others this tablet prints in the browser.
 */
export function cloudPrintedRestaurants(printers: Profile['printers']): string[] {
  const titles = printers
    .filter((printer) => printer.cloudPrintEnabled)
    .flatMap((printer) => printer.restaurants.map((setting) => setting.restaurant.title));
  return [...new Set(titles)].sort((a, b) => a.localeCompare(b));
}
