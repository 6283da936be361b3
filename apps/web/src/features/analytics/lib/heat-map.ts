import type { DayMapCell } from '../api/analytics-query';

export type HeatMapMeasure = 'sales' | 'total';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The cells by ISO weekday then hour, missing ones as zero, so the grid always has its 7 × 24 slots. */
export function heatMapGrid(cells: readonly DayMapCell[]): DayMapCell[][] {
  const bySlot = new Map(cells.map((cell) => [`${cell.dayOfWeek}-${cell.hour}`, cell]));
  return ISO_WEEKDAYS.map((dayOfWeek) =>
    HOURS.map(
      (hour) => bySlot.get(`${dayOfWeek}-${hour}`) ?? { dayOfWeek, hour, sales: 0, total: 0, online: 0, offline: 0 },
    ),
  );
}

/** 0 (nothing) to 1 (the busiest slot) for a cell's shade. */
export function intensity(value: number, max: number): number {
  return max > 0 ? Math.max(0, value) / max : 0;
}

/** Share of the slot's minutes the restaurants were paused, or null when the slot had no minute yet. */
export function pausedShare(cell: DayMapCell): number | null {
  const minutes = cell.online + cell.offline;
  return minutes > 0 ? cell.offline / minutes : null;
}

/** The localized weekday name of an ISO weekday (1 = Monday). */
export function weekdayName(dayOfWeek: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 5 January 2026 is a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + dayOfWeek)),
  );
}
