import { ActionIcon, Tooltip } from '@mantine/core';
import { toggledSkin } from '@comptoir/domain';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { playClickSound } from '../../lib/click-sound';
import { saveThemePreferences, useThemePreferences } from '../../lib/theme/theme-preferences';

/**
 * Top bar (docs/screens.md#top-bar): dark/light skin with a sound, the same choice as the theme customizer's skin
 * (docs/theme.md).
 */
export function SkinToggle() {
  const { t } = useTranslation();
  const { skin } = useThemePreferences();
  const label = skin === 'dark' ? t('layout.lightSkin') : t('layout.darkSkin');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={() => {
          playClickSound();
          saveThemePreferences({ skin: toggledSkin(skin) });
        }}
      >
        {skin === 'dark' ? <IconSun size={22} aria-hidden /> : <IconMoon size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
