import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { readDeliverooHubUrl } from '@comptoir/domain';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { useCompanyApplications } from '../api/company-applications';
import { useRegisterPendingRestaurant, type RegisteredRestaurant } from '../api/register-pending-restaurant';
import { registrationInput } from '../lib/registration-input';
import type { WizardValues } from '../lib/wizard-draft';
import type { WizardPlatform, WizardStep } from '../lib/wizard-platforms';
import type { WizardForm } from './platform-wizard';

type Props = {
  companyId: number;
  platform: WizardPlatform;
  form: WizardForm;
  onEdit: (step: WizardStep) => void;
  onBack: () => void;
  onRegistered: (restaurant: RegisteredRestaurant) => void;
};

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {children}
        </Stack>
        {onEdit ? (
          <Button
            variant="subtle"
            mih={48}
            style={{ flexShrink: 0 }}
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t('connectRestaurant.summary.editSection', { section: title })}
          >
            {t('connectRestaurant.summary.edit')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** GET RESTO's application by its name, read from the list the store step chose it in (already in the cache). */
function ApplicationLine({ companyId, applicationId }: { companyId: number; applicationId: string }) {
  const { t } = useTranslation();
  const applications = useCompanyApplications(companyId);
  const name = applications.data?.find((application) => String(application.id) === applicationId)?.name;
  return <Line>{t('connectRestaurant.summary.application', { name: name ?? applicationId })}</Line>;
}

/** How the store is named on its platform, as the summary repeats it. */
function StoreLines({
  companyId,
  platform,
  values,
}: {
  companyId: number;
  platform: WizardPlatform;
  values: WizardValues;
}) {
  const { t } = useTranslation();
  switch (platform.code) {
    case 'PLATFORM_UBER_EAT':
      return (
        <Line>
          {values.uberMethod === 'connect'
            ? t('connectRestaurant.summary.uberChosen', { id: values.platformId })
            : t('connectRestaurant.summary.uberTyped', { id: values.platformId.trim() })}
        </Line>
      );
    case 'PLATFORM_DELIVEROO': {
      const reading = values.deliverooMethod === 'hub' ? readDeliverooHubUrl(values.hubUrl) : null;
      const ids = reading?.ok
        ? { brand: reading.ids.brandId, branch: reading.ids.siteId }
        : { brand: values.brandId.trim(), branch: values.platformId.trim() };
      return <Line>{t('connectRestaurant.summary.deliverooIds', ids)}</Line>;
    }
    case 'PLATFORM_JUST_EAT':
    case 'PLATFORM_GLOVO':
      return (
        <Line>
          {t(`connectRestaurant.reference.${platform.slug}.label`)}: {values.platformId.trim()}
        </Line>
      );
    case 'PLATFORM_GET_RESTO':
      return <ApplicationLine companyId={companyId} applicationId={values.applicationId} />;
    case 'PLATFORM_CLICK_N_COLLECT':
      return null;
  }
}

/** The wizard's last step: everything it will send, each part editable, then the registration itself. */
export function SummaryStep({ companyId, platform, form, onEdit, onBack, onRegistered }: Props) {
  const { t } = useTranslation();
  const register = useRegisterPendingRestaurant();
  const values = form.getValues();
  const label = platform.platform.label;
  const review = platform.activation === 'review';

  return (
    <Stack gap="md">
      <Section title={t('connectRestaurant.summary.store')} onEdit={() => onEdit('store')}>
        <Group gap="sm" wrap="nowrap">
          <PlatformLogo platform={platform.code} size={28} />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {values.storeName.trim()}
          </Text>
        </Group>
        <Line>{label}</Line>
        <StoreLines companyId={companyId} platform={platform} values={values} />
      </Section>
      {platform.steps.includes('tablet') ? (
        <Section title={t('connectRestaurant.summary.tablet')} onEdit={() => onEdit('tablet')}>
          {values.tabletMode === 'tabletless' ? (
            <Line>{t('connectRestaurant.summary.tabletless')}</Line>
          ) : (
            <>
              <Line>{t('connectRestaurant.summary.login', { login: values.tabletLogin.trim() })}</Line>
              {values.credentialsCheck === 'ACCEPTED' ? (
                <Badge color="teal" variant="light">
                  {t('connectRestaurant.summary.accepted', { platform: label })}
                </Badge>
              ) : (
                <Alert color="orange" p="xs">
                  {t('connectRestaurant.summary.unverifiable', { platform: label })}
                </Alert>
              )}
            </>
          )}
        </Section>
      ) : null}
      <Alert color={review ? 'blue' : 'teal'} title={t('connectRestaurant.summary.next')}>
        {review
          ? t('connectRestaurant.summary.reviewNext', { platform: label })
          : t('connectRestaurant.summary.immediateNext', { platform: label })}
      </Alert>
      <ActionError error={register.error} title={t('connectRestaurant.summary.failed')} />
      <Group justify="space-between" gap="sm">
        <Button variant="default" mih={48} leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {t('connectRestaurant.back')}
        </Button>
        <Button
          mih={48}
          loading={register.isPending}
          onClick={() => register.mutate(registrationInput(companyId, platform, values), { onSuccess: onRegistered })}
        >
          {review ? t('connectRestaurant.summary.sendForReview') : t('connectRestaurant.summary.create')}
        </Button>
      </Group>
    </Stack>
  );
}
