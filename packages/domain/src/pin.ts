import { isAdministrator } from './roles';

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;
/** A correct PIN unlocks protected pages for one hour. */
export const PIN_SESSION_MS = 3_600_000;

export const PIN_TAGS = [
  'orders',
  'history',
  'invoices',
  'menu',
  'schedule',
  'holiday',
  'review',
  'analytics',
  'complaints',
  'tva',
] as const;

export type PinTag = (typeof PIN_TAGS)[number];

export type PinError = 'field_required' | 'pin_length_error' | 'wrong_pin';

export function normalizePin(input: string): string {
  return input.replace(/\D/g, '');
}

/** docs/pin.md#format: checks the digits left after normalising; `storedPin` is compared only when given. */
export function validatePin(input: string, storedPin?: string): PinError | null {
  const pin = normalizePin(input);
  if (pin.length === 0) return 'field_required';
  if (pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH) return 'pin_length_error';
  if (storedPin !== undefined && pin !== storedPin) return 'wrong_pin';
  return null;
}

export function isPinSessionValid(expiresAtMs: number | null | undefined, now: number): boolean {
  return typeof expiresAtMs === 'number' && expiresAtMs > now;
}

export type PageAccess = { tag: string; pinRequired: boolean };

export type PageAccessRefusal = { reason: 'unknown_tag' | 'repeated_tag'; tag: string };

function isPinTag(tag: string): tag is PinTag {
  return (PIN_TAGS as readonly string[]).includes(tag);
}

/**
 * Which pages ask for the PIN, as stored: one entry per known tag, in PIN_TAGS order. An unknown or repeated tag is
 * refused rather than guessed at. The company's own setting and the administrators' company edit both use it.
 */
export function normalizePagesAccess(entries: readonly PageAccess[]): PageAccess[] | PageAccessRefusal {
  const byTag = new Map<PinTag, boolean>();
  for (const { tag, pinRequired } of entries) {
    if (!isPinTag(tag)) return { reason: 'unknown_tag', tag };
    if (byTag.has(tag)) return { reason: 'repeated_tag', tag };
    byTag.set(tag, pinRequired);
  }
  return PIN_TAGS.flatMap((tag) => {
    const pinRequired = byTag.get(tag);
    return pinRequired === undefined ? [] : [{ tag, pinRequired }];
  });
}

export type PinContext = {
  pagesAccess: readonly PageAccess[];
  roles: readonly string[];
  isSwitched: boolean;
  pinSessionValid: boolean;
};

/** Whether the PIN screen must show before a page or protected action carrying `tag` (docs/pin.md#who-is-asked). */
export function pinRequiredFor(tag: string, ctx: PinContext): boolean {
  if (isAdministrator(ctx.roles) || ctx.isSwitched || ctx.pinSessionValid) return false;
  return ctx.pagesAccess.some((access) => access.tag === tag && access.pinRequired);
}
