import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { themeColorSchemeManager } from '../lib/theme/color-scheme-manager';
import { getThemePreferences } from '../lib/theme/theme-preferences';
import { cssVariablesResolver, theme } from './theme';
import './skins.css';

export function Providers({ children }: { children: ReactNode }) {
  return (
    // The direction follows <html dir>, which the customizer sets (docs/theme.md).
    <DirectionProvider initialDirection={getThemePreferences().direction}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={themeColorSchemeManager}
      >
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
