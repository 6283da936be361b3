import { Stack, Title } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useMenus } from '../api/menus-query';
import { readMenuFilters, writeMenuFilters } from '../lib/menu-filters';
import { buildSections, restaurantOptions, selectedRestaurants } from '../lib/menu-rows';
import { MenuFiltersBar } from './menu-filters-bar';
import { RestaurantMenu } from './restaurant-menu';
import { useAvailabilityChange } from './use-availability-change';
import { errorMessage } from '../../../lib/error-message';

type MenusPageProps = {
  /** Injected by tests; the default is now. */
  now?: Date;
};

/** /menus: each chosen restaurant's items by category, with their availability and what the platform made of it. */
export function MenusPage({ now }: MenusPageProps) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const filters = readMenuFilters(params);
  const menus = useMenus();
  const { change, changing, pinDialog } = useAvailabilityChange();
  const at = now ?? new Date();
  const configurations = menus.data ?? [];
  const options = restaurantOptions(configurations);
  const selected = selectedRestaurants(filters, options);
  const sections = buildSections(configurations, filters, at);
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const showsOptional = (viewer?.roles ?? []).includes('ROLE_COMPANY_SUBSCRIBE_MENU_PRICE');

  function content() {
    if (menus.isPending) return <ListSkeleton />;
    if (menus.isError && !menus.data) {
      return (
        <ErrorState
          message={`${t('menus.loadError')} ${errorMessage(menus.error, t)}`}
          onRetry={() => void menus.refetch()}
          retrying={menus.isRefetching}
        />
      );
    }
    if (options.length === 0)
      return <EmptyState title={t('menus.empty.noMenuTitle')} hint={t('menus.empty.noMenuHint')} />;
    if (selected.length === 0)
      return <EmptyState title={t('menus.empty.noRestaurantTitle')} hint={t('menus.empty.noRestaurantHint')} />;
    if (sections.length === 0)
      return <EmptyState title={t('menus.empty.noItemTitle')} hint={t('menus.empty.noItemHint')} />;
    return sections.map((section) => (
      <RestaurantMenu
        key={section.configurationId}
        section={section}
        currency={currency}
        showsOptional={showsOptional}
        now={at}
        changing={changing}
        onChange={(item, suspend) =>
          void change(
            { id: item.id, platformId: item.platformId, title: item.title, restaurantUuid: section.restaurant.uuid },
            suspend,
          )
        }
      />
    ));
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('menus.title')}</Title>
      <MenuFiltersBar
        value={filters}
        restaurants={options}
        selected={selected}
        onChange={(next) => setParams(writeMenuFilters(next), { replace: true })}
      />
      {content()}
      {pinDialog}
    </Stack>
  );
}
