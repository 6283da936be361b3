/** A client as the platforms send one: either part may be missing, blank, padded or in lower case. */
export type ClientNameParts = { firstName?: string | null; lastName?: string | null } | null | undefined;

/**
 * docs/dates.md#client-names:
 * - `short`: first name and last initial, 'Marie D.' (order cards, the order detail, disputes, History, tickets);
 * - `firstName`: the first name alone, 'Marie' (reviews);
 * - `full`: first and last name, 'Marie Dupont' (the runner display, which writes `missing` for an absent part).
 */
export type ClientNameStyle = 'short' | 'firstName' | 'full';

// Each word's first letter in capitals, the rest as sent ('jean-marc mcBride' → 'Jean-Marc McBride').
function tidy(part: string | null | undefined): string {
  return (part ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase()}`);
}

/** The client's name in one of the named styles; '' when nothing of it is known (the caller says "customer"). */
export function clientDisplayName(
  client: ClientNameParts,
  style: ClientNameStyle = 'short',
  options: { missing?: string } = {},
): string {
  const first = tidy(client?.firstName);
  const last = tidy(client?.lastName);
  const missing = options.missing ?? '';
  switch (style) {
    case 'firstName':
      return first || missing;
    case 'full':
      return [first || missing, last || missing].filter(Boolean).join(' ');
    case 'short': {
      const initial = last ? `${last.charAt(0)}.` : '';
      return [first, initial].filter(Boolean).join(' ');
    }
  }
}
