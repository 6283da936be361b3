import { Button, Drawer, Stack, Text, useDirection } from '@mantine/core';
import {
  IconLayoutSidebar,
  IconLayoutSidebarLeftCollapse,
  IconRestore,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resetThemePreferences, saveThemePreferences, useThemePreferences } from '../../../lib/theme/theme-preferences';
import { OptionCards } from './option-cards';
import { SkinPicker } from './skin-picker';

/**
 * The theme customizer (docs/theme.md): skin, side menu and direction, applied as they are picked and kept on this
 * device for the signed-in account (docs/theme.md).
 */
export function ThemeCustomizer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const preferences = useThemePreferences();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('theme.title')}
      // It opens from the side opposite the menu and dims the page lightly, so each change shows behind it.
      position={dir === 'rtl' ? 'left' : 'right'}
      size={340}
      overlayProps={{ backgroundOpacity: 0.15 }}
      closeButtonProps={{ 'aria-label': t('theme.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('theme.intro')}
        </Text>
        <SkinPicker value={preferences.skin} onChange={(skin) => saveThemePreferences({ skin })} />
        <OptionCards
          label={t('theme.layout')}
          description={t('theme.layoutHint')}
          value={preferences.menuCollapsed ? 'collapsed' : 'expanded'}
          options={[
            { value: 'expanded', label: t('theme.menuExpanded'), icon: <IconLayoutSidebar size={20} aria-hidden /> },
            {
              value: 'collapsed',
              label: t('theme.menuCollapsed'),
              icon: <IconLayoutSidebarLeftCollapse size={20} aria-hidden />,
            },
          ]}
          onChange={(layout) => saveThemePreferences({ menuCollapsed: layout === 'collapsed' })}
        />
        <OptionCards
          label={t('theme.direction')}
          value={preferences.direction}
          options={[
            { value: 'ltr', label: t('theme.ltr'), icon: <IconTextDirectionLtr size={20} aria-hidden /> },
            { value: 'rtl', label: t('theme.rtl'), icon: <IconTextDirectionRtl size={20} aria-hidden /> },
          ]}
          onChange={(direction) => saveThemePreferences({ direction })}
        />
        {/* Some languages' label takes two lines in the drawer. */}
        <Button
          variant="default"
          fullWidth
          h="auto"
          mih={48}
          py="xs"
          styles={{ label: { whiteSpace: 'normal' } }}
          leftSection={<IconRestore size={18} aria-hidden />}
          onClick={resetThemePreferences}
        >
          {t('theme.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
