import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { PLATFORMS, ROUTES, canOpenRoute, isPlatformCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../../lib/connection';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { CompanyDetails } from '../api/company';
import { RestaurantStatus } from './restaurant-status';

const SETTINGS_ROUTE = ROUTES.find((route) => route.id === 'companyRestaurant');

export function CompanyRestaurants({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  // The settings link shows to those its screen opens to (docs/roles.md#restaurant-settings).
  const showsSettings = Boolean(viewer && SETTINGS_ROUTE && canOpenRoute(SETTINGS_ROUTE, viewer.roles));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('company.restaurants')}
      </Title>
      {company.restaurants.length === 0 ? (
        <Text c="dimmed">{t('company.noRestaurants')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {company.restaurants.map((restaurant) => {
            const platformName = restaurant.platform.name;
            const label = isPlatformCode(platformName) ? PLATFORMS[platformName].label : platformName;
            return (
              <Paper
                key={restaurant.uuid}
                component="li"
                withBorder
                p="sm"
                radius="sm"
                style={{ borderLeft: `6px solid ${restaurant.platform.color}` }}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <PlatformLogo platform={platformName} size={36} />
                    <div>
                      <Text fw={600}>{restaurant.title}</Text>
                      <Text size="sm" c="dimmed">
                        {[label, restaurant.label, restaurant.city].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="sm" wrap="wrap">
                    <RestaurantStatus kom={restaurant.restaurantKOM} />
                    {showsSettings ? (
                      <Button
                        component={Link}
                        to={`/company/${company.id}/restaurant/${restaurant.uuid}`}
                        variant="light"
                        mih={48}
                        leftSection={<IconSettings size={18} aria-hidden />}
                        aria-label={t('restaurantSettings.openFor', { title: restaurant.title, platform: label })}
                      >
                        {t('restaurantSettings.open')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
