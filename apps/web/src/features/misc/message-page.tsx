import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type MessagePageProps = {
  title: string;
  lines: readonly string[];
  action?: { label: string; to: string };
  children?: ReactNode;
};

/** The shared frame of the not-found, error, upgrade and not-authorized pages. */
export function MessagePage({ title, lines, action, children }: MessagePageProps) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Title order={1}>{title}</Title>
        {lines.map((line) => (
          <Text key={line} c="dimmed">
            {line}
          </Text>
        ))}
        {children}
        {action ? (
          <Button component={Link} to={action.to} size="md" mih={48} mt="md">
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
