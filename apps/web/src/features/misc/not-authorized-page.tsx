import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc.notAuthorizedTitle')}
      lines={[t('misc.notAuthorizedText')]}
      action={{ label: t('misc.backHome'), to: HOME_PATH }}
    />
  );
}
