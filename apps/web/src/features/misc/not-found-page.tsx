import { useTranslation } from 'react-i18next';
import { useLandingPath } from '../../lib/connection';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useLandingPath();
  return (
    <MessagePage
      title={t('misc.notFoundTitle')}
      lines={[t('misc.notFoundText')]}
      action={{ label: t('misc.backHome'), to: home }}
    />
  );
}
