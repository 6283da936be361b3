import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why a sign-in screen's request failed, read out at once by screen readers. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}
