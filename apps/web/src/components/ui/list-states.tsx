import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}

type EmptyStateProps = { title: string; hint: string; action?: ReactNode };

export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconInbox size={40} stroke={1.5} aria-hidden />
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text c="dimmed">{hint}</Text>
      {action}
    </Stack>
  );
}

type ErrorStateProps = { message: string; onRetry: () => void; retrying?: boolean };

export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={message} role="alert">
      <Button mt="sm" variant="light" color="red" onClick={onRetry} loading={retrying} mih={48}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
