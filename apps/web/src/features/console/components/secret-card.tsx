import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APPLICATION_SECRET_OVERLAP_HOURS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ApplicationSettings } from '../api/application-settings';
import { useRotateApplicationSecret } from '../api/rotate-application-secret';
import { ConsoleCard } from './console-card';
import { RevealedSecret } from './revealed-secret';
import { ActionError } from '../../../components/ui/action-error';

type SecretCardProps = {
  application: ApplicationSettings;
  /** The secret just created or rotated, while this page is open; null once the integrator said it is copied. */
  revealed: string | null;
  onRevealed: (secret: string | null) => void;
};

/** Whether the application has a signing secret, the new one shown once, and its rotation with a 24-hour overlap. */
export function SecretCard({ application, revealed, onRevealed }: SecretCardProps) {
  const { t, i18n } = useTranslation();
  const rotate = useRotateApplicationSecret();
  // Until when the current secret would stay valid, counted when the dialog opens (the server counts from its
  // rotation).
  const [overlapEnd, setOverlapEnd] = useState<string | null>(null);
  const confirming = overlapEnd !== null;
  const setConfirming = (open: boolean) =>
    setOverlapEnd(open ? new Date(Date.now() + APPLICATION_SECRET_OVERLAP_HOURS * 3_600_000).toISOString() : null);
  const previousUntil = formatDateTime(application.previousSecretValidUntil, i18n.language);
  const overlapUntil = formatDateTime(overlapEnd, i18n.language);

  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ webhookSecret }) => {
        setConfirming(false);
        onRevealed(webhookSecret);
      },
    });

  return (
    <ConsoleCard title={t('console.secret.title')}>
      <Text>{application.hasWebhookSecret ? t('console.secret.exists') : t('console.secret.none')}</Text>
      {revealed ? <RevealedSecret secret={revealed} onDone={() => onRevealed(null)} /> : null}
      {previousUntil ? (
        <Alert color="blue" variant="light">
          {t('console.secret.previousValidUntil', { until: previousUntil })}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('console.secret.signatureHint')}
      </Text>
      <Group>
        <Button
          mih={48}
          variant="light"
          color="red"
          disabled={!application.hasWebhookSecret}
          onClick={() => setConfirming(true)}
        >
          {t('console.secret.rotate')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('console.secret.rotateTitle')} centered>
        <Stack>
          <Text>
            {t('console.secret.rotateExplain', { hours: APPLICATION_SECRET_OVERLAP_HOURS, until: overlapUntil })}
          </Text>
          <ActionError error={rotate.error} />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={48} onClick={() => setConfirming(false)}>
              {t('console.cancel')}
            </Button>
            <Button color="red" mih={48} loading={rotate.isPending} onClick={confirm}>
              {t('console.secret.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ConsoleCard>
  );
}
