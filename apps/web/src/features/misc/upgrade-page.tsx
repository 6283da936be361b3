import { Code, Text } from '@mantine/core';
import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

type UpgradePageProps = { from: string | null };

/** Where the route guard sends a user whose roles lack the page's service (SPEC §1, §2). */
export function UpgradePage({ from }: UpgradePageProps) {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc.upgradeTitle')}
      lines={[t('misc.upgradeText'), t('misc.upgradeContact')]}
      action={{ label: t('misc.backHome'), to: HOME_PATH }}
    >
      {from ? (
        <Text size="sm">
          {t('misc.upgradeRequested')}{' '}
          <Code>{from}</Code>
        </Text>
      ) : null}
    </MessagePage>
  );
}
