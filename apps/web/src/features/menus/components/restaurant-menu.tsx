import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ItemSuspension } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { MenuItem } from '../api/menus-query';
import { restaurantLabel, type RestaurantSection } from '../lib/menu-rows';
import { MenuItemRow } from './menu-item-row';

type RestaurantMenuProps = {
  section: RestaurantSection;
  currency: string;
  showsOptional: boolean;
  now: Date;
  changing: ReadonlySet<number>;
  onChange: (item: MenuItem, suspend: ItemSuspension) => void;
};

/** One restaurant's items by category, then the items sold only as options, with the way to its menu maker. */
export function RestaurantMenu({ section, currency, showsOptional, now, changing, onChange }: RestaurantMenuProps) {
  const { t } = useTranslation();
  const { restaurant } = section;
  const label = restaurantLabel(restaurant.title, restaurant.platform);
  return (
    <Paper component="section" aria-label={label} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <PlatformLogo platform={restaurant.platform} size={32} />
            <Title order={2} size="h3">
              {label}
            </Title>
          </Group>
          <Anchor component={Link} to={`/menuV2/${section.configurationId}/items`}>
            {t('menus.openMenuMaker')}
          </Anchor>
        </Group>
        {section.groups.map((group) => (
          <Stack key={group.categoryId ?? 'options'} gap="xs">
            <Title order={3} size="h5" c="dimmed">
              {group.title ?? t('menus.optionsGroup')}
            </Title>
            {group.items.map((item) => (
              <MenuItemRow
                key={item.id}
                item={item}
                platform={restaurant.platform}
                timeZone={restaurant.timezone}
                currency={currency}
                showsOptional={showsOptional}
                now={now}
                busy={changing.has(item.id)}
                onChange={(suspend) => onChange(item, suspend)}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
