import { Anchor } from '@mantine/core';
import { LOGIN_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The recovery screens' way back to sign-in, a 48 px target like their buttons. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={LOGIN_PATH} size="sm" mih={48} display="inline-flex" style={{ alignItems: 'center' }}>
      {t('recovery.backToLogin')}
    </Anchor>
  );
}
