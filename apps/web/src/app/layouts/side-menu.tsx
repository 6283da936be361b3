import { lazy, Suspense, type ComponentType } from 'react';
import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { canSwitchUser, visibleMenu, type MenuEntry } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OperationsPanel } from '../../features/operations/components/operations-panel';
import { ServiceRequestsBadge } from '../../features/service-requests/components/service-requests-badge';
import { PendingRestaurantsBadge } from '../../features/pending-restaurants/components/pending-restaurants-badge';
import type { Viewer } from '../../lib/connection';
import { MenuIcon } from './menu-icons';

// Only staff who may act as another account see the picker: its search field (Mantine's Select and combobox) downloads
// for them alone (docs/web.md#fast-first-load).
const SwitchUserPicker = lazy(() =>
  import('../../features/switch-user/components/switch-user-picker').then((module) => ({
    default: module.SwitchUserPicker,
  })),
);

type SideMenuProps = { viewer: Viewer | null; collapsed: boolean; onNavigate: () => void };

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) return true;
  return entry.children?.some((child) => isActive(child, pathname)) ?? false;
}

// The entries that count what waits for the viewer: open service requests, restaurants to review.
const ENTRY_BADGES: Readonly<Record<string, ComponentType>> = {
  serviceRequests: ServiceRequestsBadge,
  pendingRestaurants: PendingRestaurantsBadge,
};

export function SideMenu({ viewer, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = viewer ? visibleMenu(viewer.roles, viewer.actorRoles) : [];
  // The picker belongs to the signed-in account, not to the one acted as.
  const showSwitcher = viewer?.me ? canSwitchUser(viewer.me.roles) : false;
  // docs/screens.md#side-menu: only companies (or the company acted as) get the operator switches.
  const showOperations = viewer?.typename === 'Company' && !collapsed;

  function renderEntry(entry: MenuEntry) {
    const label = t(entry.titleKey);
    const active = isActive(entry, pathname);
    if (entry.children) {
      return (
        <NavLink
          key={entry.id}
          component="button"
          type="button"
          label={collapsed ? null : label}
          aria-label={label}
          leftSection={<MenuIcon id={entry.id} />}
          defaultOpened={active}
          active={active && collapsed}
          mih={48}
        >
          {entry.children.map(renderEntry)}
        </NavLink>
      );
    }
    const EntryBadge = ENTRY_BADGES[entry.id];
    const link = (
      <NavLink
        key={entry.id}
        component={Link}
        to={entry.path ?? '/'}
        label={collapsed ? null : label}
        aria-label={collapsed ? label : undefined}
        leftSection={<MenuIcon id={entry.id} />}
        rightSection={EntryBadge && !collapsed ? <EntryBadge /> : undefined}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        mih={48}
      />
    );
    return collapsed ? (
      <Tooltip key={entry.id} label={label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  }

  return (
    <Stack h="100%" gap={0}>
      <ScrollArea style={{ flex: 1 }} p="xs">
        <nav aria-label={t('app.mainNavigation')}>{entries.map(renderEntry)}</nav>
        {showOperations ? (
          <Stack p="sm" mt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <OperationsPanel />
          </Stack>
        ) : null}
      </ScrollArea>
      {showSwitcher && !collapsed ? (
        <Suspense fallback={null}>
          <Stack p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <SwitchUserPicker switchEmail={viewer?.switchEmail ?? null} />
          </Stack>
        </Suspense>
      ) : null}
    </Stack>
  );
}
