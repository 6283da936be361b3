import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Runs one operator change behind the PIN: 'Information updated !' on success (docs/product.md#errors-and-messages),
 * the server's error translated otherwise, and fresh restaurant state afterwards.
 */
export function useOperationRunner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  // A switch in the side menu has no room for a sentence beside it: the failure is a toast.
  const showError = useCallback((error: unknown) => notifyFailure(error, t, t('operations.errorTitle')), [t]);
  const { runProtected, pinDialog } = useProtectedAction({ onError: showError });

  const run = useCallback(
    (name: string, change: () => Promise<unknown>) =>
      runProtected(async () => {
        setPending(name);
        try {
          await change();
          notifySuccess(t('operations.updated'));
        } finally {
          setPending(null);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
            queryClient.invalidateQueries({ queryKey: queryKeys.restaurantProblems }),
          ]);
        }
      }),
    [runProtected, queryClient, t],
  );

  return { run, pending, pinDialog };
}
