import { formatMoney } from '@comptoir/domain';

// Characters that mean markup in ReceiptLine text (columns, properties, rules, cuts, spaces, decorations).
const SPECIAL_CHARACTERS = /[\\|{}\-=~_"`^]/g;
// Locales write money with no-break and narrow no-break spaces, which the printers' code pages do not all have.
const ODD_SPACES = /[\u00a0\u202f\u2007]/g;
// Newlines and other control characters in platform text would break a ticket line in two.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/** Platform or user text as literal ReceiptLine text. */
export function escapeText(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(ODD_SPACES, ' ')
    .trim()
    .replace(SPECIAL_CHARACTERS, (char) => `\\${char}`);
}

export function formatTicketMoney(minor: number, currency: string, locale: string): string {
  return escapeText(formatMoney(minor, currency, locale));
}

/** `~` is a printed space: leading spaces of a column would otherwise be trimmed. */
export function indent(depth: number): string {
  return '~~'.repeat(depth);
}
