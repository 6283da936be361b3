import type { ValidationKey } from './validation';

// A tablet enrols with an 8-digit one-time code, typed on its numeric keyboard, or with the link that carries a
// 32-byte token (docs/accounts.md#tablets).
export const TABLET_CODE_LENGTH = 8;

/** Minutes an enrolment code and its link stay valid. */
export const TABLET_ENROLMENT_MINUTES = 15;

/** The digits of a code as typed: spaces and dashes (the code is shown as "1234 5678") are dropped. */
export function normalizeTabletCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isTabletCode(input: string): ValidationKey | null {
  return new RegExp(`^\\d{${TABLET_CODE_LENGTH}}$`).test(normalizeTabletCode(input)) ? null : 'invalid_code';
}

/** The code in two groups of four digits, easier to read out and to type. */
export function formatTabletCode(code: string): string {
  const digits = normalizeTabletCode(code);
  return digits.length === TABLET_CODE_LENGTH ? `${digits.slice(0, 4)} ${digits.slice(4)}` : digits;
}
