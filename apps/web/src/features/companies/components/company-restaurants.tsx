import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { PLATFORMS, ROUTES, canOpenRoute, isPlatformCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../../lib/connection';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { CompanyDetails } from '../api/company';
import { IntegrationStatus } from './integration-status';
import { RestaurantStatus } from './restaurant-status';

const SETTINGS_ROUTE = ROUTES.find((route) => route.id === 'companyRestaurant');

/**
 * Where "Add a restaurant" leads (docs/roles.md#connecting-a-restaurant): the company's own wizard for its staff, the
 * company's wizard under its page for its account managers and administrators; nowhere for an application.
 */
function addRestaurantPath(companyId: number, roles: readonly string[]): string | null {
  const own = ROUTES.find((route) => route.id === 'restaurantNew');
  const managed = ROUTES.find((route) => route.id === 'companyRestaurantNew');
  if (own && canOpenRoute(own, roles)) return '/restaurants/new';
  if (managed && canOpenRoute(managed, roles)) return `/company/${companyId}/restaurants/new`;
  return null;
}

export function CompanyRestaurants({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  // The settings link shows to those its screen opens to (docs/roles.md#restaurant-settings).
  const showsSettings = Boolean(viewer && SETTINGS_ROUTE && canOpenRoute(SETTINGS_ROUTE, viewer.roles));
  const addPath = viewer ? addRestaurantPath(company.id, viewer.roles) : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h4">
          {t('company.restaurants')}
        </Title>
        {addPath ? (
          <Button component={Link} to={addPath} mih={48} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('company.addRestaurant')}
          </Button>
        ) : null}
      </Group>
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
                      {restaurant.integrationStatus === 'REJECTED' && restaurant.rejectionReason ? (
                        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                          {t('company.integration.reason', { reason: restaurant.rejectionReason })}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                  <Group gap="sm" wrap="wrap">
                    {restaurant.integrationStatus === 'INTEGRATED' ? (
                      <RestaurantStatus kom={restaurant.restaurantKOM} />
                    ) : (
                      <IntegrationStatus status={restaurant.integrationStatus} />
                    )}
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
