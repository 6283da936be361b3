import type { MantineColorSchemeManager } from '@mantine/core';
import { colorSchemeOfSkin } from '@comptoir/domain';
import { getThemePreferences, saveThemePreferences, subscribeThemePreferences } from './theme-preferences';

let unsubscribe: (() => void) | null = null;

/**
 * Mantine's colour scheme follows the customizer's skin (docs/theme.md), so both read one stored choice and
 * public/theme-boot.js agrees with Mantine's first render. A scheme Mantine sets maps back onto the skin: light keeps a
 * bordered or semi-dark skin, which are light ones.
 */
export const themeColorSchemeManager: MantineColorSchemeManager = {
  get: () => colorSchemeOfSkin(getThemePreferences().skin),
  set: (scheme) => {
    const { skin } = getThemePreferences();
    if (scheme === 'dark' && skin !== 'dark') saveThemePreferences({ skin: 'dark' });
    if (scheme === 'light' && skin === 'dark') saveThemePreferences({ skin: 'light' });
  },
  subscribe: (onUpdate) => {
    unsubscribe?.();
    unsubscribe = subscribeThemePreferences(() => onUpdate(colorSchemeOfSkin(getThemePreferences().skin)));
  },
  unsubscribe: () => {
    unsubscribe?.();
    unsubscribe = null;
  },
  clear: () => saveThemePreferences({ skin: 'light' }),
};
