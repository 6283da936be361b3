import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

export type ActionFeedback = { kind: 'success' | 'error'; message: string };

/**
 * Runs one order action at a time: `pending` blocks a second press, and the outcome is said in words —
 * the success text given, or the server's error code translated.
 */
export function useOrderAction() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);

  const run = useCallback(
    async (name: string, action: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
      setPending(name);
      setFeedback(null);
      try {
        await action();
        setFeedback({ kind: 'success', message: successMessage });
        return true;
      } catch (error) {
        setFeedback({ kind: 'error', message: `${t('orders.actionFailed')} ${errorMessage(error, t)}` });
        return false;
      } finally {
        setPending(null);
      }
    },
    [t],
  );

  return { pending, feedback, run };
}
