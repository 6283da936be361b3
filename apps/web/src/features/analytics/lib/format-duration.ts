/** Minutes as whole hours and minutes, e.g. 195 → { hours: 3, minutes: 15 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}
