import { useCallback, useState } from 'react';
import type { ItemSuspension } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { useSetItemAvailability } from '../api/set-item-availability';
import type { ItemRef } from '../lib/menu-rows';
import { notifyFailure } from '../../../components/ui/notify';

/**
 * Availability changes behind the 'menu' PIN: which items are being changed (their buttons wait), and a message in
 * words when a change failed even after the menus were reloaded and the change retried.
 */
export function useAvailabilityChange() {
  const { t } = useTranslation();
  const mutation = useSetItemAvailability();
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set());
  const onError = useCallback(
    // The item's row has no room for a sentence, and the PIN dialog may be the one open: a toast.
    (error: unknown) => notifyFailure(error, t, t('menus.change.failedTitle'), t('menus.change.failed')),
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
