import { useSyncExternalStore } from 'react';
import { isPinSessionValid, STORAGE_KEYS } from '@comptoir/domain';

const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

/** The stored end of the PIN session (epoch ms under `pinCodeExp`), or null. */
export function readPinSessionExpiry(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.pinCodeExp);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function storePinSession(expiresAt: string): void {
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) return;
  localStorage.setItem(STORAGE_KEYS.pinCodeExp, String(time));
  publish();
}

export function clearPinSession(): void {
  localStorage.removeItem(STORAGE_KEYS.pinCodeExp);
  publish();
}

/** docs/pin.md#session: a stored expiry in the future is kept; otherwise it is cleared from storage. */
export function dropExpiredPinSession(now: number = Date.now()): void {
  const expiry = readPinSessionExpiry();
  if (expiry !== null && !isPinSessionValid(expiry, now)) clearPinSession();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored PIN session expiry, re-read whenever it is stored or cleared (in this tab or another). */
export function usePinSessionExpiry(): number | null {
  return useSyncExternalStore(subscribe, readPinSessionExpiry, readPinSessionExpiry);
}

function readPinSessionActive(): boolean {
  return isPinSessionValid(readPinSessionExpiry(), Date.now());
}

/** Whether a PIN session is open now (the user menu's 'Lock' entry). */
export function usePinSessionActive(): boolean {
  return useSyncExternalStore(subscribe, readPinSessionActive, readPinSessionActive);
}
