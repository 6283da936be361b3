import { createHash, randomBytes, randomInt } from 'node:crypto';
import { normalizeTabletCode, TABLET_CODE_LENGTH } from '@comptoir/domain';

// What a tablet presents to enrol (docs/accounts.md#tablets): the code it was given, or the token of its link. Only
// their SHA-256 is stored, so a read of the database reveals neither.
export type EnrolmentSecret = { kind: 'code' | 'link'; hash: string };

const LINK_TOKEN_BYTES = 32;
// 32 bytes in base64url, without padding.
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const CODE_PATTERN = new RegExp(`^\\d{${TABLET_CODE_LENGTH}}$`);

export function newEnrolmentCode(): string {
  return randomInt(0, 10 ** TABLET_CODE_LENGTH)
    .toString()
    .padStart(TABLET_CODE_LENGTH, '0');
}

export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The code (spaces and dashes ignored) or the link token a tablet sent, or null when it is neither. */
export function readEnrolmentSecret(input: string): EnrolmentSecret | null {
  const code = normalizeTabletCode(input);
  if (CODE_PATTERN.test(code)) return { kind: 'code', hash: hashSecret(code) };
  const token = input.trim();
  if (LINK_TOKEN_PATTERN.test(token)) return { kind: 'link', hash: hashSecret(token) };
  return null;
}
