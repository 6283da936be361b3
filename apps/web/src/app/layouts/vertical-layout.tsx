import { Suspense } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Viewer } from '../../lib/connection';
import { saveThemePreferences, useThemePreferences } from '../../lib/theme/theme-preferences';
import { PausedByPlatformModal } from '../../features/restaurant-problems/components/paused-by-platform-modal';
import { canSeeRestaurantProblems } from '../../features/restaurant-problems/lib/can-see-problems';
import { ThemeCustomizer } from '../../features/theme/components/theme-customizer';
import { AppFooter } from './app-footer';
import classes from './skip-link.module.css';
import { SideMenu } from './side-menu';
import { SideMenuSurface } from './side-menu-surface';
import { SwitchedBanner } from './switched-banner';
import { TopBar } from './top-bar';

export function VerticalLayout({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [customizerOpened, customizer] = useDisclosure(false);
  // SPEC §3's menuCollapsed, kept per account with the rest of the theme (docs/theme.md).
  const { menuCollapsed: collapsed, skin } = useThemePreferences();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: collapsed ? 88 : 290, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      footer={{ height: 40 }}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar
          viewer={viewer}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          collapsed={collapsed}
          onToggleCollapsed={() => saveThemePreferences({ menuCollapsed: !collapsed })}
          onOpenCustomizer={customizer.open}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenuSurface semiDark={skin === 'semi-dark'}>
          <SideMenu viewer={viewer} collapsed={collapsed && !mobileOpened} onNavigate={mobile.close} />
        </SideMenuSurface>
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <SwitchedBanner viewer={viewer} />
        {canSeeRestaurantProblems(viewer) ? <PausedByPlatformModal /> : null}
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      <ThemeCustomizer opened={customizerOpened} onClose={customizer.close} />
    </AppShell>
  );
}
