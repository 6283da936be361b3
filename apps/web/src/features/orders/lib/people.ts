type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

// A courier's name; clients are written by clientDisplayName (docs/dates.md#client-names).
export function formatFullName(person: Person): string | null {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}
