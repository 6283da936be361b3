import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

type ActionErrorProps = {
  /** The failed mutation's error; nothing is shown while it is null. */
  error: unknown;
  title?: string;
  /** A screen that says more than the code does (a PIN's remaining attempts) describes the error itself. */
  describe?: (error: unknown, t: TFunction) => string;
};

/** An action's failure, said beside the form or control that started it (docs/web.md#action-feedback). */
export function ActionError({ error, title, describe = errorMessage }: ActionErrorProps) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {describe(error, t)}
    </Alert>
  );
}
