import type { HolidayHoursRow, RestaurantRow } from '../../db/schema';
import type { HoursPush } from './hours-push';

/** A closure as the API shows it: with its restaurant and what the platform did with it. */
export type HolidayNode = { row: HolidayHoursRow; restaurant: RestaurantRow; push: HoursPush | null };

/** What removeHolidayHours did for one restaurant. */
export type HolidayRemoval = { restaurant: RestaurantRow; removed: number; push: HoursPush | null };
