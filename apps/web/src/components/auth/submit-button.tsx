import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

/** A sign-in screen's main button: the card's full width, a 48 px target, busy while its request runs. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" mih={48} loading={loading} fullWidth>
      {children}
    </Button>
  );
}
