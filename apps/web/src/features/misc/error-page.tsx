import { useTranslation } from 'react-i18next';
import { useLandingPath } from '../../lib/connection';
import { MessagePage } from './message-page';

type ErrorPageProps = { message?: string | null };

/**
 * Fallback for render errors (docs/product.md#errors-and-messages): 'Oh no !', the message, and a way back to the
 * account's landing page.
 */
export function ErrorPage({ message }: ErrorPageProps) {
  const { t } = useTranslation();
  const home = useLandingPath();
  return (
    <MessagePage
      title={t('misc.errorTitle')}
      lines={[message || t('misc.errorText')]}
      action={{ label: t('misc.backHome'), to: home }}
    />
  );
}
