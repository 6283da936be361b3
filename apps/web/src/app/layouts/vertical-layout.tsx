import { lazy, Suspense } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Viewer } from '../../lib/connection';
import { useEverTrue } from '../../lib/use-ever-true';
import { saveThemePreferences, useThemePreferences } from '../../lib/theme/theme-preferences';
import { PausedByPlatformModal } from '../../features/restaurant-problems/components/paused-by-platform-modal';
import { canSeeRestaurantProblems } from '../../features/restaurant-problems/lib/can-see-problems';
import { NewOrderFeed } from '../../features/orders/components/new-order-feed';
import { hearsNewOrders } from '../../features/orders/lib/order-alert-audience';
import { AppFooter } from './app-footer';
import classes from './skip-link.module.css';
import { SideMenu } from './side-menu';
import { SideMenuSurface } from './side-menu-surface';
import { SwitchedBanner } from './switched-banner';
import { TopBar } from './top-bar';

// The theme's drawer downloads when first opened (docs/web.md#fast-first-load).
const ThemeCustomizer = lazy(() =>
  import('../../features/theme/components/theme-customizer').then((module) => ({ default: module.ThemeCustomizer })),
);

export function VerticalLayout({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [customizerOpened, customizer] = useDisclosure(false);
  const customizerUsed = useEverTrue(customizerOpened);
  // menuCollapsed (docs/data-model.md#browser-storage), kept per account with the rest of the theme (docs/theme.md).
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
        {/* Before anything else, on every screen: the New orders are polled, rung and the sound unlocked from here. */}
        {hearsNewOrders(viewer) ? <NewOrderFeed /> : null}
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
      {customizerUsed ? (
        <Suspense fallback={null}>
          <ThemeCustomizer opened={customizerOpened} onClose={customizer.close} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
