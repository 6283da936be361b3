import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatTabletCode } from '@comptoir/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TabletEnrolment } from '../api/create-tablet-enrolment';
import { formatTimeLeft } from '../lib/time-left';

function useTimeLeft(expiresAt: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return formatTimeLeft(expiresAt, now);
}

type EnrolmentCardProps = { enrolment: TabletEnrolment; deviceName: string; onDone: () => void };

/** The code in big digits, its link as a QR code and as text, and the minutes left: shown once, here. */
export function EnrolmentCard({ enrolment, deviceName, onDone }: EnrolmentCardProps) {
  const { t } = useTranslation();
  const timeLeft = useTimeLeft(enrolment.expiresAt);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('tablets.enrolment.title', { name: deviceName })}
        </Title>
        {timeLeft === null ? (
          <Alert color="orange" role="alert">
            {t('tablets.enrolment.expired')}
          </Alert>
        ) : (
          <Group align="flex-start" gap="xl" wrap="wrap">
            <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Text>{t('tablets.enrolment.typeCode')}</Text>
              <Text
                component="output"
                aria-label={t('tablets.enrolment.code')}
                data-testid="tablet-code"
                fw={700}
                style={{
                  fontSize: 'clamp(36px, 9vw, 56px)',
                  letterSpacing: '0.08em',
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
              >
                {formatTabletCode(enrolment.code)}
              </Text>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('tablets.enrolment.expiresIn', { time: timeLeft })}
              </Text>
              <Text mt="sm">{t('tablets.enrolment.orLink')}</Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Code
                  data-testid="tablet-link"
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1 }}
                  p="xs"
                >
                  {enrolment.link}
                </Code>
                <CopyButton value={enrolment.link}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('tablets.enrolment.copied') : t('tablets.enrolment.copy')}>
                      <ActionIcon
                        size={48}
                        variant="light"
                        color={copied ? 'green' : 'blue'}
                        onClick={copy}
                        aria-label={t('tablets.enrolment.copy')}
                      >
                        {copied ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
            <Stack gap={4} align="center">
              <QRCodeSVG
                value={enrolment.link}
                size={200}
                marginSize={2}
                role="img"
                aria-label={t('tablets.enrolment.qr')}
              />
              <Text size="sm" c="dimmed" ta="center" maw={220}>
                {t('tablets.enrolment.scan')}
              </Text>
            </Stack>
          </Group>
        )}
        <Button variant="light" mih={48} onClick={onDone} style={{ alignSelf: 'flex-start' }}>
          {t('tablets.enrolment.another')}
        </Button>
      </Stack>
    </Paper>
  );
}
