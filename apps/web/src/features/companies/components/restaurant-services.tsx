import { Accordion, Group, Text, Title } from '@mantine/core';
import { isPlatformCode, PLATFORMS, RESTAURANT_SERVICE_CODES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { CompanyDetails } from '../api/company';
import type { SubscriptionTarget } from '../api/update-subscription';
import { ServiceTable } from './service-table';

type RestaurantServicesProps = {
  company: CompanyDetails;
  editable: boolean;
  savingOf: (target: SubscriptionTarget) => string | null;
  onChange: (target: SubscriptionTarget, service: string, change: { activated?: boolean; price?: number }) => void;
};

/** Each restaurant's own services, invoiced per restaurant; they open no screen. */
export function RestaurantServices({ company, editable, savingOf, onChange }: RestaurantServicesProps) {
  const { t } = useTranslation();
  if (company.restaurants.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5" mt="sm">
        {t('companyServices.restaurantServices')}
      </Title>
      <Accordion variant="separated" chevronPosition="left">
        {company.restaurants.map((restaurant) => {
          const target: SubscriptionTarget = { kind: 'restaurant', restaurantUuid: restaurant.uuid };
          const active = restaurant.subscriptions.filter((subscription) => subscription.activated).length;
          // A company often has one restaurant per platform under the same title: the platform tells them apart.
          const platform = isPlatformCode(restaurant.platform.name)
            ? PLATFORMS[restaurant.platform.name].label
            : restaurant.platform.name;
          return (
            <Accordion.Item key={restaurant.uuid} value={restaurant.uuid}>
              <Accordion.Control mih={48}>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={500} truncate>
                    {restaurant.title} · {platform}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('companyServices.activeCount', { count: active })}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ServiceTable
                  codes={RESTAURANT_SERVICE_CODES}
                  states={restaurant.subscriptions}
                  labelOf={(code) => t(`companyServices.restaurantService.${code}`)}
                  currency={company.currency}
                  editable={editable}
                  savingService={savingOf(target)}
                  onChange={(service, change) => onChange(target, service, change)}
                />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </>
  );
}
