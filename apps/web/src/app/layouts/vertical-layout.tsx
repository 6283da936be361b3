import { Suspense } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { STORAGE_KEYS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Viewer } from '../../lib/connection';
import { PausedByPlatformModal } from '../../features/restaurant-problems/components/paused-by-platform-modal';
import { canSeeRestaurantProblems } from '../../features/restaurant-problems/lib/can-see-problems';
import { AppFooter } from './app-footer';
import classes from './skip-link.module.css';
import { SideMenu } from './side-menu';
import { SwitchedBanner } from './switched-banner';
import { TopBar } from './top-bar';

export function VerticalLayout({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: STORAGE_KEYS.menuCollapsed, defaultValue: false });
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
          onToggleCollapsed={() => setCollapsed((value) => !value)}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu viewer={viewer} collapsed={collapsed && !mobileOpened} onNavigate={mobile.close} />
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
    </AppShell>
  );
}
