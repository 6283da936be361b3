type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

/** "Camille D." — first name and last initial, as the order card and detail banner show a client. */
export function formatShortName(person: Person): string | null {
  const first = person?.firstName?.trim() ?? '';
  const initial = person?.lastName?.trim().charAt(0) ?? '';
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
  return name || null;
}

export function formatFullName(person: Person): string | null {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}
