import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc.notFoundTitle')}
      lines={[t('misc.notFoundText')]}
      action={{ label: t('misc.backHome'), to: HOME_PATH }}
    />
  );
}
