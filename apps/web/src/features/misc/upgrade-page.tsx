import { Code, Text } from '@mantine/core';
import { serviceForPath } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useLandingPath } from '../../lib/connection';
import { MessagePage } from './message-page';
import { SentServiceInquiriesList } from './sent-service-inquiries-list';
import { ServiceInquiryForm } from './service-inquiry-form';

type UpgradePageProps = { from: string | null };

/** Where the route guard sends a user whose roles lack the page's service (docs/roles.md#refusals). */
export function UpgradePage({ from }: UpgradePageProps) {
  const { t } = useTranslation();
  const home = useLandingPath();
  const service = serviceForPath(from);
  return (
    <MessagePage
      title={t('misc.upgradeTitle')}
      lines={[
        service ? t('misc.upgradeService', { service: t(`services.${service}`) }) : t('misc.upgradeText'),
        t('misc.upgradeContact'),
      ]}
      action={{ label: t('misc.backHome'), to: home }}
    >
      {from ? (
        <Text size="sm">
          {t('misc.upgradeRequested')} <Code>{from}</Code>
        </Text>
      ) : null}
      <ServiceInquiryForm key={service ?? 'none'} service={service} />
      <SentServiceInquiriesList />
    </MessagePage>
  );
}
