import { useSyncExternalStore } from 'react';
import { SESSION_KEYS_TO_CLEAR, STORAGE_KEYS } from '@comptoir/domain';

/** The account saved at login (`login { auth { … } }`), kept as JSON under the `user` key. */
export type StoredUser = {
  uuid: string;
  email: string;
  roles: string[];
  lang: string | null;
  enabled: boolean;
};

export type Session = {
  token: string | null;
  user: StoredUser | null;
  switchUser: string | null;
};

const listeners = new Set<() => void>();

function readUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const user = parsed as Partial<StoredUser>;
    if (typeof user.email !== 'string' || !Array.isArray(user.roles)) return null;
    return {
      uuid: String(user.uuid ?? ''),
      email: user.email,
      roles: user.roles.filter((role): role is string => typeof role === 'string'),
      lang: typeof user.lang === 'string' ? user.lang : null,
      enabled: user.enabled !== false,
    };
  } catch {
    return null;
  }
}

function readStorage(): Session {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    user: readUser(localStorage.getItem(STORAGE_KEYS.user)),
    switchUser: localStorage.getItem(STORAGE_KEYS.switchUser),
  };
}

let snapshot: Session = readStorage();

function publish(): void {
  const next = readStorage();
  if (next.token === snapshot.token && next.switchUser === snapshot.switchUser && sameUser(next.user, snapshot.user))
    return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function sameUser(a: StoredUser | null, b: StoredUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function getSession(): Session {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function saveLogin(token: string, user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  publish();
}

/** The signed-in account's language changed (picked here, or on another device): the saved account follows. */
export function saveUserLanguage(lang: string): void {
  const user = readUser(localStorage.getItem(STORAGE_KEYS.user));
  if (!user || user.lang === lang) return;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, lang }));
  publish();
}

export function saveToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  publish();
}

export function saveSwitchUser(email: string | null): void {
  if (email) localStorage.setItem(STORAGE_KEYS.switchUser, email);
  else localStorage.removeItem(STORAGE_KEYS.switchUser);
  publish();
}

/**
 * docs/product.md#session: logout and a 401/403 both forget the credentials, the switched identity and cached orders.
 */
export function clearSession(): void {
  for (const key of SESSION_KEYS_TO_CLEAR) localStorage.removeItem(key);
  publish();
}

/** Re-reads storage, e.g. after another tab signed out or a test changed it. */
export function refreshSession(): void {
  publish();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => publish());
}
