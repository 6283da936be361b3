import { STORAGE_KEYS } from './storage-keys';

/**
 * The theme customizer (docs/theme.md): the skin, the side menu expanded or collapsed to icons, and the direction
 * (docs/theme.md).
 */
export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];
export type Direction = 'ltr' | 'rtl';
export type ThemePreferences = { skin: Skin; menuCollapsed: boolean; direction: Direction };

export const DEFAULT_THEME_PREFERENCES: ThemePreferences = { skin: 'light', menuCollapsed: false, direction: 'ltr' };

/** Only the dark skin darkens the content: semi-dark darkens the side menu alone, bordered is a light skin. */
export function colorSchemeOfSkin(skin: Skin): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light';
}

/**
 * The top bar's dark/light toggle (docs/screens.md#top-bar): dark goes back to light, every skin with a light content
 * goes dark.
 */
export function toggledSkin(skin: Skin): Skin {
  return skin === 'dark' ? 'light' : 'dark';
}

/** What the page's root element carries, set by the boot script before the first paint and by the app afterwards. */
export function themeDocumentAttributes(
  preferences: ThemePreferences,
): Record<'data-skin' | 'data-mantine-color-scheme' | 'dir', string> {
  return {
    'data-skin': preferences.skin,
    'data-mantine-color-scheme': colorSchemeOfSkin(preferences.skin),
    dir: preferences.direction,
  };
}

type ReadStorage = (key: string) => string | null;

function asSkin(value: unknown): Skin | null {
  return SKINS.find((skin) => skin === value) ?? null;
}

function asDirection(value: unknown): Direction | null {
  return value === 'ltr' || value === 'rtl' ? value : null;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed-in account (the `user` key), not the one acted as: an administrator keeps their own theme. */
function signedInUuid(read: ReadStorage): string | null {
  const user = parseJson(read(STORAGE_KEYS.user));
  return isRecord(user) && typeof user.uuid === 'string' && user.uuid !== '' ? user.uuid : null;
}

function accountRecords(read: ReadStorage): Record<string, unknown> {
  const records = parseJson(read(STORAGE_KEYS.themeByAccount));
  return isRecord(records) ? records : {};
}

/**
 * The device's last choice, as Mantine's colour-scheme manager and `useLocalStorage` stored it before the customizer.
 */
function deviceChoice(read: ReadStorage): ThemePreferences {
  const collapsed = read(STORAGE_KEYS.menuCollapsed);
  return {
    skin: asSkin(read(STORAGE_KEYS.skin)) ?? DEFAULT_THEME_PREFERENCES.skin,
    menuCollapsed:
      collapsed === 'true' ? true : collapsed === 'false' ? false : DEFAULT_THEME_PREFERENCES.menuCollapsed,
    direction: asDirection(read(STORAGE_KEYS.direction)) ?? DEFAULT_THEME_PREFERENCES.direction,
  };
}

/**
 * The theme to show: the signed-in account's own choice where it made one, else the device's last choice (also what
 * the sign-in page shows), else the defaults. Garbage in storage reads as no choice, field by field.
 */
export function readThemePreferences(read: ReadStorage): ThemePreferences {
  const device = deviceChoice(read);
  const uuid = signedInUuid(read);
  const own = uuid ? accountRecords(read)[uuid] : null;
  if (!isRecord(own)) return device;
  return {
    skin: asSkin(own.skin) ?? device.skin,
    menuCollapsed: typeof own.menuCollapsed === 'boolean' ? own.menuCollapsed : device.menuCollapsed,
    direction: asDirection(own.direction) ?? device.direction,
  };
}

/** The storage entries that keep a choice: the device's last choice and, when someone is signed in, their own. */
export function themePreferenceEntries(read: ReadStorage, preferences: ThemePreferences): Record<string, string> {
  const entries: Record<string, string> = {
    [STORAGE_KEYS.skin]: preferences.skin,
    [STORAGE_KEYS.menuCollapsed]: String(preferences.menuCollapsed),
    [STORAGE_KEYS.direction]: preferences.direction,
  };
  const uuid = signedInUuid(read);
  if (uuid) entries[STORAGE_KEYS.themeByAccount] = JSON.stringify({ ...accountRecords(read), [uuid]: preferences });
  return entries;
}
