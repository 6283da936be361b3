import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../../components/pin/use-protected-action';
import { getErrorCode } from '../../../lib/graphql-errors';

/**
 * Runs one operator change behind the PIN: 'Information updated !' on success (SPEC §8), the server's
 * error translated otherwise, and fresh restaurant state afterwards.
 */
export function useOperationRunner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const showError = useCallback(
    (error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('operations.errorTitle'),
        message: t(`errors.${getErrorCode(error)}`),
      }),
    [t],
  );
  const { runProtected, pinDialog } = useProtectedAction({ onError: showError });

  const run = useCallback(
    (name: string, change: () => Promise<unknown>) =>
      runProtected(async () => {
        setPending(name);
        try {
          await change();
          notifications.show({ color: 'green', message: t('operations.updated') });
        } finally {
          setPending(null);
          await queryClient.invalidateQueries({ queryKey: ['operations'] });
          await queryClient.invalidateQueries({ queryKey: ['restaurantProblems'] });
        }
      }),
    [runProtected, queryClient, t],
  );

  return { run, pending, pinDialog };
}
