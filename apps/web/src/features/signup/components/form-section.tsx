import type { ReactNode } from 'react';
import { Fieldset, Stack } from '@mantine/core';

/** One titled part of the sign-up form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset legend={title} radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
