import { createTheme } from '@mantine/core';

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
