import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PLATFORMS, isPlatformCode } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/list-states';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useRestaurantSettings } from '../api/restaurant-settings';
import { RestaurantSettingsForm } from './restaurant-settings-form';
import { errorMessage } from '../../../lib/error-message';

/** /company/{idCompany}/restaurant/{idRestaurant}: one restaurant's settings, reached from its company's page. */
export function RestaurantSettingsPage({ companyId, restaurantUuid }: { companyId: number; restaurantUuid: string }) {
  const { t } = useTranslation();
  const settings = useRestaurantSettings(restaurantUuid);
  const notFound =
    (settings.isError && getErrorCode(settings.error) === 'NOT_FOUND') ||
    (settings.data && settings.data.restaurant.company.id !== companyId);
  const platformName = settings.data?.restaurant.platform.name ?? '';
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={`/company/${companyId}/show`}
        display="inline-flex"
        mih={48}
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={18} aria-hidden />
        {t('restaurantSettings.back')}
      </Anchor>
      {settings.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={260} />
          <Skeleton height={200} />
        </Stack>
      ) : null}
      {notFound ? (
        <EmptyState title={t('restaurantSettings.notFound')} hint={t('restaurantSettings.notFoundHint')} />
      ) : null}
      {settings.isError && !notFound ? (
        <ErrorState
          message={`${t('restaurantSettings.loadError')} ${errorMessage(settings.error, t)}`}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : null}
      {settings.data && !notFound ? (
        <>
          <Group gap="sm" wrap="nowrap">
            <PlatformLogo platform={platformName} size={40} />
            <div>
              <Title order={1} size="h2">
                {t('restaurantSettings.title', { title: settings.data.title })}
              </Title>
              <Text c="dimmed">
                {[
                  settings.data.restaurant.company.name,
                  isPlatformCode(platformName) ? PLATFORMS[platformName].label : platformName,
                ].join(' · ')}
              </Text>
            </div>
          </Group>
          <RestaurantSettingsForm key={settings.data.uuid} settings={settings.data} />
        </>
      ) : null}
    </Stack>
  );
}
