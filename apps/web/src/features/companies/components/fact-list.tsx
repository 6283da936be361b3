import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs of a detail card; empty values read "Not set" rather than disappearing. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? t('common.notSet') : fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
