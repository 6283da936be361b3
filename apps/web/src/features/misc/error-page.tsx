import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

type ErrorPageProps = { message?: string | null };

/** SPEC §8 fallback for render errors: 'Oh no !', the message, and a way back to /home. */
export function ErrorPage({ message }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc.errorTitle')}
      lines={[message || t('misc.errorText')]}
      action={{ label: t('misc.backHome'), to: HOME_PATH }}
    />
  );
}
