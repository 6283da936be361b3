import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { ItemSuspension } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useSetItemAvailability } from '../api/set-item-availability';
import type { ItemRef } from '../lib/menu-rows';

/**
 * Availability changes behind the 'menu' PIN: which items are being changed (their buttons wait), and a message in
 * words when a change failed even after the menus were reloaded and the change retried.
 */
export function useAvailabilityChange() {
  const { t } = useTranslation();
  const mutation = useSetItemAvailability();
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set());
  const onError = useCallback(
    (error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('menus.change.failedTitle'),
        message: `${t('menus.change.failed')} ${t(`errors.${getErrorCode(error)}`)}`,
      }),
    [t],
  );
  const { runProtected, pinDialog } = useProtectedAction({ tag: 'menu', onError });

  const change = useCallback(
    (item: ItemRef, suspend: ItemSuspension) =>
      runProtected(async () => {
        setChanging((ids) => new Set(ids).add(item.id));
        try {
          await mutation.mutateAsync({ item, suspend });
        } finally {
          setChanging((ids) => {
            const next = new Set(ids);
            next.delete(item.id);
            return next;
          });
        }
      }),
    [runProtected, mutation],
  );

  return { change, changing, pinDialog };
}
