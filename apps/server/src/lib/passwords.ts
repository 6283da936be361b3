import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `passwordHash` (as stored); false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function hashPin(pin: string): Promise<string> {
  return hash(pin);
}

/** True when `pin` matches `pinHash`; false when it does not or when no PIN is set. */
export async function verifyPin(pinHash: string | null, pin: string): Promise<boolean> {
  if (pinHash === null) return false;
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
}
