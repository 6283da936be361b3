import { useState } from 'react';
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconDeviceTablet, IconLock, IconLogout, IconPalette, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logOut } from '../../features/auth/api/logout';
import { lockPin } from '../../features/pin/api/lock-pin';
import { usePinSessionActive } from '../../lib/pin/pin-session';
import type { Viewer } from '../../lib/connection';
import { LanguageItems } from './language-picker';

type UserMenuProps = {
  viewer: Viewer | null;
  onOpenCustomizer: () => void;
  /** On a phone the top bar has no room for the language picker: its entries come here. */
  withLanguages?: boolean;
};

export function UserMenu({ viewer, onOpenCustomizer, withLanguages = false }: UserMenuProps) {
  const { t } = useTranslation();
  // docs/roles.md#roles: only companies see the account and settings links.
  const isCompany = viewer?.typename === 'Company';
  const pinSessionActive = usePinSessionActive();
  // The tooltip would open under the dropdown (a dark strip at its corner): it is for the closed menu only.
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" withinPortal width={260} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={t('layout.userMenu')} disabled={opened}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('layout.userMenu')}>
            <IconUserCircle size={26} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.signedInAs')}</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {viewer?.email}
        </Text>
        {isCompany ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/account" mih={48} leftSection={<IconUserCircle size={18} aria-hidden />}>
              {t('layout.account')}
            </Menu.Item>
            <Menu.Item component={Link} to="/settings" mih={48} leftSection={<IconSettings size={18} aria-hidden />}>
              {t('layout.settings')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/tablets/new"
              mih={48}
              leftSection={<IconDeviceTablet size={18} aria-hidden />}
            >
              {t('tablets.menu')}
            </Menu.Item>
          </>
        ) : null}
        {withLanguages ? (
          <>
            <Menu.Divider />
            <LanguageItems />
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item mih={48} leftSection={<IconPalette size={18} aria-hidden />} onClick={onOpenCustomizer}>
          {t('theme.open')}
        </Menu.Item>
        {pinSessionActive ? (
          <Menu.Item mih={48} leftSection={<IconLock size={18} aria-hidden />} onClick={() => void lockPin()}>
            {t('layout.lock')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          color="red"
          mih={48}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logOut()}
        >
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
