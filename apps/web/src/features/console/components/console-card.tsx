import { useId, type ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** One part of the console: a bordered region named by its title. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId} miw={0}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
