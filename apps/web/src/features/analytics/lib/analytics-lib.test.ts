import { describe, expect, it } from 'vitest';
import { splitMinutes } from './format-duration';
import { heatMapGrid, intensity, pausedShare, weekdayName } from './heat-map';

describe('heat map', () => {
  it('fills the 7 × 24 grid from ISO weekdays, Monday first', () => {
    const grid = heatMapGrid([{ dayOfWeek: 7, hour: 23, sales: 10, total: 1, online: 50, offline: 10 }]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === 24)).toBe(true);
    expect(grid[0]?.[0]).toEqual({ dayOfWeek: 1, hour: 0, sales: 0, total: 0, online: 0, offline: 0 });
    expect(grid[6]?.[23]).toMatchObject({ sales: 10, offline: 10 });
  });

  it('shades relative to the busiest slot and measures the paused share', () => {
    expect(intensity(25, 100)).toBe(0.25);
    expect(intensity(5, 0)).toBe(0);
    expect(pausedShare({ dayOfWeek: 1, hour: 0, sales: 0, total: 0, online: 45, offline: 15 })).toBe(0.25);
    expect(pausedShare({ dayOfWeek: 1, hour: 0, sales: 0, total: 0, online: 0, offline: 0 })).toBeNull();
  });

  it('names ISO weekdays in the reader’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'fr')).toBe('dimanche');
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(195)).toEqual({ hours: 3, minutes: 15 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
