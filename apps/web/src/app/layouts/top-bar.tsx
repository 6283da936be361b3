import { ActionIcon, Box, Burger, Group, Image, Text, Tooltip, useDirection } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@comptoir/domain';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconPalette,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DisputeBell } from '../../features/disputes/components/dispute-bell';
import { DeadlineCounter } from '../../features/orders/components/deadline-counter';
import { NewOrdersBadge } from '../../features/orders/components/new-orders-badge';
import { hearsNewOrders } from '../../features/orders/lib/order-alert-audience';
import { ProblemsButton } from '../../features/restaurant-problems/components/problems-button';
import { canSeeRestaurantProblems } from '../../features/restaurant-problems/lib/can-see-problems';
import type { Viewer } from '../../lib/connection';
import { LanguagePicker } from './language-picker';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

// Printing from the dispute bell brings the ticket code with it, so that the shell shows without it
// (docs/web.md#fast-first-load).
const printOrderTicket = (cartId: number) =>
  import('../print-order-ticket').then((module) => module.printOrderTicket(cartId));

type TopBarProps = {
  viewer: Viewer | null;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenCustomizer: () => void;
};

// Right to left, the side menu stands on the right (docs/theme.md): the icon points the way it folds.
const COLLAPSE_ICONS = {
  ltr: { collapse: IconLayoutSidebarLeftCollapse, expand: IconLayoutSidebarLeftExpand },
  rtl: { collapse: IconLayoutSidebarRightCollapse, expand: IconLayoutSidebarRightExpand },
};

export function TopBar({
  viewer,
  mobileOpened,
  onToggleMobile,
  collapsed,
  onToggleCollapsed,
  onOpenCustomizer,
}: TopBarProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const collapseLabel = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  const CollapseIcon = COLLAPSE_ICONS[dir][collapsed ? 'expand' : 'collapse'];
  // The company's logo (docs/accounts.md#account-page), also while an administrator acts as the company.
  const logo = viewer?.actingAs?.__typename === 'Company' ? viewer.actingAs.picture : null;
  // A phone's bar keeps the new orders, their deadlines, the problems, the disputes and the account menu, which then
  // holds the languages too (docs/screens.md#top-bar).
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" aria-label={t('layout.openMenu')} />
        <Tooltip label={collapseLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleCollapsed}
            visibleFrom="sm"
            aria-label={collapseLabel}
            aria-pressed={collapsed}
          >
            <CollapseIcon size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {/* On a phone the burger stands for the app: the name would push the account menu (and Log out) off screen. */}
        <Text fw={800} size="lg" visibleFrom="xs">
          {t('app.name')}
        </Text>
        {/* A logo keeps its proportions (a wide wordmark is not cropped to a square); on a phone the new orders and
            their deadlines need its room. */}
        {logo ? (
          <Image
            src={logo}
            alt={t('account.logo.current')}
            h={36}
            w="auto"
            maw={120}
            fit="contain"
            radius="sm"
            visibleFrom="xs"
          />
        ) : null}
      </Group>
      <Group gap={4} wrap="nowrap">
        {hearsNewOrders(viewer) ? <NewOrdersBadge /> : null}
        {viewer?.typename === 'Company' ? <DeadlineCounter /> : null}
        {canSeeRestaurantProblems(viewer) ? <ProblemsButton /> : null}
        {viewer ? (
          <DisputeBell
            roles={viewer.roles}
            actorRoles={viewer.actorRoles}
            currency={viewer.actingAs?.currency ?? DEFAULT_CURRENCY}
            onPrint={printOrderTicket}
          />
        ) : null}
        {phone ? null : <LanguagePicker />}
        {/* On a phone the top bar has no room left: the user menu opens the customizer, which holds the skins too. */}
        <Box visibleFrom="sm">
          <SkinToggle />
        </Box>
        <Tooltip label={t('theme.open')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onOpenCustomizer}
            visibleFrom="sm"
            aria-label={t('theme.open')}
          >
            <IconPalette size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <UserMenu viewer={viewer} onOpenCustomizer={onOpenCustomizer} withLanguages={phone} />
      </Group>
    </Group>
  );
}
