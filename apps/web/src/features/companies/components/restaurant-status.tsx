import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isFuture } from '../../../lib/format';
import { statusReasonText } from '../../../lib/status-reason';
import type { CompanyRestaurant } from '../api/company';

/** The KOM state of a restaurant as badges: problems in red/orange, healthy states in teal. */
export function RestaurantStatus({ kom }: { kom: CompanyRestaurant['restaurantKOM'] }) {
  const { t, i18n } = useTranslation();
  if (!kom.enabled) {
    return (
      <Badge color="gray" variant="light">
        {t('company.komDisabled')}
      </Badge>
    );
  }
  return (
    <Group gap={6}>
      <Badge color={kom.isConnected ? 'teal' : 'red'} variant="light">
        {kom.isConnected ? t('company.connected') : t('company.disconnected')}
      </Badge>
      <Badge color={kom.isOrderable ? 'teal' : 'red'} variant="light">
        {kom.isOrderable ? t('company.orderable') : t('company.notOrderable')}
      </Badge>
      <Badge color={kom.isVisible ? 'teal' : 'orange'} variant="light">
        {kom.isVisible ? t('company.visible') : t('company.notVisible')}
      </Badge>
      {isFuture(kom.isAutoPausedUntil) ? (
        <Badge color="orange" variant="light">
          {t('company.pausedUntil', { date: formatDateTime(kom.isAutoPausedUntil, i18n.language) })}
        </Badge>
      ) : null}
      {isFuture(kom.isBusyUntil) ? (
        <Badge color="orange" variant="light">
          {t('company.busyUntil', { date: formatDateTime(kom.isBusyUntil, i18n.language) })}
        </Badge>
      ) : null}
      {kom.statusReason ? (
        <Badge color="red" variant="outline">
          {t('company.statusReason', { reason: statusReasonText(t, kom.statusReason) })}
        </Badge>
      ) : null}
    </Group>
  );
}
