import type { RestaurantSettingsErrorKey } from './restaurant-settings';

// Apart from the rest of the restaurant settings, whose phone rule brings libphonenumber's metadata: the signed-in
// shell's tablet credentials form needs only this (docs/web.md#fast-first-load).
const LOGIN_TEXT = 254;

/** A login sent cannot be blank (credentials are replaced, not removed); a password needs a login, sent or stored. */
export function checkCredentials(
  login: string | null | undefined,
  password: string | null | undefined,
  storedLogin: string | null,
): RestaurantSettingsErrorKey | null {
  if (login !== undefined && !login?.trim()) return 'field_required';
  if (login && login.trim().length > LOGIN_TEXT) return 'text_too_long';
  const effectiveLogin = login === undefined ? storedLogin : login;
  if (password !== undefined && password !== null && password !== '' && !effectiveLogin?.trim())
    return 'field_required';
  return null;
}

export type TabletCredentialsErrors = Partial<Record<'tabletLogin' | 'tabletPassword', RestaurantSettingsErrorKey>>;

/**
 * docs/screens.md#restaurant-problems's tablet credentials form: a login as the settings take one, and a password, both
 * required.
 */
export function validateTabletCredentials(login: string, password: string): TabletCredentialsErrors | null {
  const errors: TabletCredentialsErrors = {};
  const loginIssue = checkCredentials(login, password, null);
  if (loginIssue) errors.tabletLogin = loginIssue;
  if (!password) errors.tabletPassword = 'field_required';
  return Object.keys(errors).length > 0 ? errors : null;
}
