import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { key: string; label: string; value: string };

/** The period's headline figures, as a description list. */
export function FigureGrid({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: figures.length }} spacing="sm" m={0} aria-label={label}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={800} size="xl" data-testid={`figure-${figure.key}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
