import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLandingPath } from '../../lib/connection';
import { MessagePage } from './message-page';

type NotAuthorizedPageProps = {
  /** Given to an account that may act as a company on a company's screen: the way to open it (docs/roles.md). */
  switchUser?: ReactNode;
};

/** Where the route guard sends an account that may not open a page and cannot buy it (docs/roles.md#refusals). */
export function NotAuthorizedPage({ switchUser }: NotAuthorizedPageProps) {
  const { t } = useTranslation();
  const home = useLandingPath();
  return (
    <MessagePage
      title={t(switchUser ? 'misc.actAsCompanyTitle' : 'misc.notAuthorizedTitle')}
      lines={[t(switchUser ? 'misc.actAsCompanyText' : 'misc.notAuthorizedText')]}
      action={{ label: t('misc.backHome'), to: home }}
    >
      {switchUser}
    </MessagePage>
  );
}
