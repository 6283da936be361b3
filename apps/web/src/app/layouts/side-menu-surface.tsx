import { useMemo, type ReactNode } from 'react';
import { Box, convertCssVariables, defaultCssVariablesResolver, useMantineTheme } from '@mantine/core';
import { cssVariablesResolver } from '../theme';

/**
 * The side menu's ground. In the semi-dark skin (docs/theme.md) it alone is dark: Mantine keeps one colour scheme per
 * page, so the dark scheme's variables are redefined on this element, and its `data-mantine-color-scheme` makes the
 * components inside take their dark styles, while the content and the top bar stay light.
 */
export function SideMenuSurface({ semiDark, children }: { semiDark: boolean; children: ReactNode }) {
  const theme = useMantineTheme();
  const darkVariables = useMemo(() => {
    const { variables, dark } = defaultCssVariablesResolver(theme);
    // The primary colour's aliases are resolved where they are declared (:root, light): declared again here, they
    // take the dark shades.
    const aliases = Object.fromEntries(
      Object.entries(variables).filter(([name]) => name.startsWith('--mantine-primary-color-')),
    );
    const readable = cssVariablesResolver(theme).dark;
    return convertCssVariables(
      { variables: {}, light: {}, dark: { ...aliases, ...dark, ...readable } },
      '[data-semi-dark-menu]',
    );
  }, [theme]);
  return (
    <>
      {semiDark ? <style>{darkVariables}</style> : null}
      <Box
        data-semi-dark-menu={semiDark || undefined}
        data-mantine-color-scheme={semiDark ? 'dark' : undefined}
        h="100%"
        bg="var(--mantine-color-body)"
        c="var(--mantine-color-text)"
        style={{ colorScheme: semiDark ? 'dark' : undefined }}
      >
        {children}
      </Box>
    </>
  );
}
