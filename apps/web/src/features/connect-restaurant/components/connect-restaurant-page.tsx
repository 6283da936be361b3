import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/error-message';
import { useWizardCompany, type WizardCompany } from '../api/wizard-company';
import { readDraft } from '../lib/wizard-draft';
import { wizardPlatformByCode, wizardPlatformBySlug } from '../lib/wizard-platforms';
import { PlatformChoice } from './platform-choice';
import { PlatformWizard, type ReconnectTarget } from './platform-wizard';

type Props = {
  companyId: number;
  /** The route's `{platform}` step, when one is chosen. */
  platformSlug: string | undefined;
  /** `/restaurants/new` for the company's own staff, `/company/{id}/restaurants/new` for its managers. */
  basePath: string;
};

function reconnectTarget(company: WizardCompany | undefined, uuid: string | null) {
  if (!company || !uuid) return null;
  return company.restaurants.find((restaurant) => restaurant.uuid === uuid) ?? null;
}

/** docs/screens.md#adding-a-restaurant: the integration wizard of one company. */
export function ConnectRestaurantPage({ companyId, platformSlug, basePath }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const company = useWizardCompany(companyId);
  const companyPath = `/company/${companyId}/show`;
  const reconnectUuid = params.get('reconnect');
  const restaurant = reconnectTarget(company.data ?? undefined, reconnectUuid);
  const reconnectPlatform = restaurant ? wizardPlatformByCode(restaurant.platform.name) : null;
  const platform = wizardPlatformBySlug(platformSlug);

  const header = (
    <>
      <Anchor component={Link} to={companyPath} display="inline-flex" mih={48} style={{ alignItems: 'center', gap: 6 }}>
        <IconArrowLeft size={18} aria-hidden />
        {t('connectRestaurant.backToCompany')}
      </Anchor>
      <Title order={1}>
        {platform
          ? t('connectRestaurant.titleOn', { platform: platform.platform.label })
          : t('connectRestaurant.title')}
      </Title>
      {company.data ? <Text c="dimmed">{company.data.name}</Text> : null}
    </>
  );

  if (company.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (company.isError) {
    return (
      <Stack gap="md">
        {header}
        <ErrorState
          message={errorMessage(company.error, t)}
          onRetry={() => void company.refetch()}
          retrying={company.isRefetching}
        />
      </Stack>
    );
  }
  if (!company.data || (platformSlug !== undefined && !platform)) {
    return <EmptyState title={t('company.notFound')} hint={t('company.notFoundHint')} />;
  }
  // `?reconnect=` on the first page goes straight to the restaurant's platform.
  if (!platform && reconnectPlatform && restaurant) {
    return <Navigate to={`${basePath}/${reconnectPlatform.slug}?reconnect=${restaurant.uuid}`} replace />;
  }

  const draft = readDraft(companyId);
  const draftPlatform = draft ? wizardPlatformBySlug(draft.platform) : null;
  const reconnect: ReconnectTarget | null =
    restaurant && reconnectPlatform?.code === platform?.code
      ? { uuid: restaurant.uuid, title: restaurant.title, platformStoreId: restaurant.platformStoreId ?? null }
      : null;

  return (
    <Stack gap="md" maw={880}>
      {header}
      {reconnect ? (
        <Alert color="orange" title={t('connectRestaurant.reconnectTitle', { title: reconnect.title })}>
          {t('connectRestaurant.reconnect')}
        </Alert>
      ) : null}
      {platform ? (
        <PlatformWizard
          key={`${platform.slug}-${reconnect?.uuid ?? ''}`}
          companyId={companyId}
          platform={platform}
          reconnect={reconnect}
          basePath={basePath}
          companyPath={companyPath}
        />
      ) : (
        <>
          {draft && draftPlatform ? (
            <Alert color="blue" title={t('connectRestaurant.resumeTitle')}>
              <Text size="sm">
                {t('connectRestaurant.resume', {
                  platform: draftPlatform.platform.label,
                  name: draft.values.storeName || '—',
                })}
              </Text>
              <Button component={Link} to={`${basePath}/${draftPlatform.slug}`} mt="sm" mih={48} variant="light">
                {t('connectRestaurant.resumeAction')}
              </Button>
            </Alert>
          ) : null}
          <PlatformChoice basePath={basePath} />
        </>
      )}
    </Stack>
  );
}
