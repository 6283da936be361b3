import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenServiceInquiryCount } from '../api/service-inquiries';

/** The side menu's count of requests still waiting for an answer; nothing when none wait. */
export function ServiceRequestsBadge() {
  const { t } = useTranslation();
  const count = useOpenServiceInquiryCount().data ?? 0;
  if (count === 0) return null;
  return (
    <Badge color="red" size="md" circle={count < 10} aria-label={t('serviceRequests.openCount', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
