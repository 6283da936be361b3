import { useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME_PREFERENCES,
  readThemePreferences,
  themeDocumentAttributes,
  themePreferenceEntries,
  type ThemePreferences,
} from '@comptoir/domain';
import { subscribeSession } from '../session';

// The theme customizer's choice (docs/theme.md): read from storage, re-read when someone signs in or out (each
// account keeps its own) or another tab changes it, and mirrored on <html> as public/theme-boot.js first set it.
const listeners = new Set<() => void>();

function readStorage(): ThemePreferences {
  return readThemePreferences((key) => localStorage.getItem(key));
}

function applyToDocument(preferences: ThemePreferences): void {
  const root = document.documentElement;
  const attributes = themeDocumentAttributes(preferences);
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  root.style.colorScheme = attributes['data-mantine-color-scheme'];
}

let snapshot = readStorage();
applyToDocument(snapshot);

/** Re-reads storage, e.g. after a sign-in, another tab's change or a test's. */
export function refreshThemePreferences(): void {
  const next = readStorage();
  if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
  snapshot = next;
  applyToDocument(next);
  for (const listener of listeners) listener();
}

export function getThemePreferences(): ThemePreferences {
  return snapshot;
}

export function subscribeThemePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePreferences(): ThemePreferences {
  return useSyncExternalStore(subscribeThemePreferences, getThemePreferences, getThemePreferences);
}

/** Keeps a change for the device and, when someone is signed in, for that account; logging out keeps it too. */
export function saveThemePreferences(change: Partial<ThemePreferences>): void {
  const entries = themePreferenceEntries((key) => localStorage.getItem(key), { ...snapshot, ...change });
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  refreshThemePreferences();
}

export function resetThemePreferences(): void {
  saveThemePreferences(DEFAULT_THEME_PREFERENCES);
}

subscribeSession(refreshThemePreferences);
window.addEventListener('storage', refreshThemePreferences);
