import { passwordsMatch, type ValidationKey } from './validation';

// docs/accounts.md#passwords: long enough to resist guessing, short enough for argon2 to hash cheaply.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The strength rule of every new password (sign-up, recovery, account page), on the form and on the server alike. */
export function passwordStrength(password: string): ValidationKey | null {
  if (password.length === 0) return 'field_required';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'weak_password';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'weak_password';
  return null;
}

/** The second typing of a new password, wherever one is chosen: required, and the same as the first. */
export function passwordConfirmation(password: string, confirmation: string): ValidationKey | null {
  return confirmation === '' ? 'field_required' : passwordsMatch(password, confirmation);
}
