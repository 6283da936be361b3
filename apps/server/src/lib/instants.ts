/** Instants leave the API as ISO-8601 UTC strings. */
export function toIsoString(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
