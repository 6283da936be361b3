import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Tablet first: interactive controls keep a 48 px touch target in the kitchen.
    ActionIcon: { defaultProps: { size: 48 } },
    Burger: { defaultProps: { size: 'md' } },
  },
});

/**
 * Secondary text readable at WCAG AA (4.5:1) in every skin (docs/theme.md#contrast): Mantine's dimmed grey gives
 * 3.3:1 on white and 4.0:1 on its dark ground, its dark placeholder 2.6:1 in a dark field.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#656d75' },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-placeholder': '#999999' },
});
