import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../components/ui/toasts';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { themeColorSchemeManager } from '../lib/theme/color-scheme-manager';
import { getThemePreferences } from '../lib/theme/theme-preferences';
import { cssVariablesResolver, theme } from './theme';
import { TranslatedLabels } from './translated-labels';
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
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <TranslatedLabels>{children}</TranslatedLabels>
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
