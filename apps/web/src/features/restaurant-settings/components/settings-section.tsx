import type { ReactNode } from 'react';
import { Fieldset, Stack } from '@mantine/core';

/** One group of the settings form, announced by its legend. */
export function SettingsSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      radius="md"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
