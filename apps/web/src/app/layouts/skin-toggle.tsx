import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { playClickSound } from '../../lib/click-sound';

/** SPEC §2 top bar: dark/light skin with a sound; Mantine keeps the choice in local storage. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const label = scheme === 'dark' ? t('layout.lightSkin') : t('layout.darkSkin');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={() => {
          playClickSound();
          setColorScheme(scheme === 'dark' ? 'light' : 'dark');
        }}
      >
        {scheme === 'dark' ? <IconSun size={22} aria-hidden /> : <IconMoon size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
