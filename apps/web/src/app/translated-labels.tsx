import { useMemo, type ReactNode } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Names, in the reader's language, for the buttons Mantine draws without one (docs/accessibility.md#names): a
 * dialog's or a drawer's close cross and the colour field's eye-dropper. A screen that names its own keeps it.
 */
export function TranslatedLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const pickColor = t('common.pickColor');
  const labels = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': pickColor } } },
      },
    }),
    [close, pickColor],
  );
  return <MantineThemeProvider theme={labels}>{children}</MantineThemeProvider>;
}
