import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PinForm } from '../../../components/pin/pin-form';

/** The PIN screen ('enter_pin') shown instead of a page whose tag requires the PIN (docs/pin.md#who-is-asked). */
// A correct PIN stores the session expiry, and the PIN gate watching it then shows the page.
export function PinScreen() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" w={380} maw="100%">
        <Stack>
          <Stack gap={4} align="center">
            <IconLock size={40} aria-hidden />
            <Title order={2}>{t('pin.enter_pin')}</Title>
            <Text c="dimmed" ta="center">
              {t('pin.screenHint')}
            </Text>
          </Stack>
          <PinForm />
        </Stack>
      </Paper>
    </Center>
  );
}
