import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { LUMINANCE_THRESHOLD, readableColorVariables } from '../lib/theme/readable-colors';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled controls (docs/accessibility.md#contrast): one shade in both schemes (indigo 7 takes white text at 5:1),
  // and the text on a filled colour is black or white, whichever reads at AA (Mantine's 0.3 put white on blue 6 at
  // 3.6:1).
  primaryShade: 7,
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Tablet first: interactive controls keep a 48 px touch target in the kitchen.
    ActionIcon: { defaultProps: { size: 48 } },
    // A switch is tapped on its label as well as its track: the label's row is 48 px high.
    Switch: { styles: { body: { minHeight: 48, alignItems: 'center' } } },
    Burger: { defaultProps: { size: 'md' } },
    // A link is told from the words around it by more than its colour (docs/accessibility.md#contrast).
    Anchor: { defaultProps: { underline: 'always' } },
    // A status must be read whole ("ACCEPTÉE", not "ACCEP…"): a badge takes the width of its words, and a table
    // column or a card row grows or wraps around it instead of cutting it.
    Badge: { styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } },
    // A table wider than the screen scrolls sideways: the keyboard reaches it too (docs/accessibility.md#keyboard).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A date range or a file field shows its placeholder as the field's only words, on a button: it reads at AA like
    // secondary text rather than as a typed field's faint hint (docs/theme.md#contrast).
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Secondary and coloured text readable at WCAG AA (4.5:1) in every skin (docs/theme.md#contrast): Mantine's dimmed
 * grey gives 3.3:1 on white and 4.0:1 on its dark ground, its dark placeholder 2.6:1 in a dark field, and several
 * colours' text shades fall short (readable-colors.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const colours = readableColorVariables(resolved);
  return {
    variables: {},
    light: { ...colours.light, '--mantine-color-dimmed': '#656d75' },
    dark: { ...colours.dark, '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-placeholder': '#999999' },
  };
};
