import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { normalizePin, PIN_MAX_LENGTH, PIN_TAGS, validatePin, type PageAccess, type PinTag } from '@comptoir/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestGraphQL } from '../../../lib/graphql-client';
import { profileQueryKey } from '../../../lib/profile';
import { UpdatePageAccessMutation } from '../../../lib/pin/pin-api';
import { describePinFailure, readPinFailure } from '../../../lib/pin/pin-errors';

function toSwitches(pagesAccess: readonly PageAccess[]): Record<PinTag, boolean> {
  return Object.fromEntries(
    PIN_TAGS.map((tag) => [tag, pagesAccess.some((access) => access.tag === tag && access.pinRequired)]),
  ) as Record<PinTag, boolean>;
}

/** SPEC §2: which pages ask for the PIN, one switch per PIN tag, saved with the current PIN. */
export function PageAccessForm({ pagesAccess }: { pagesAccess: readonly PageAccess[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [switches, setSwitches] = useState(() => toSwitches(pagesAccess));
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      requestGraphQL(UpdatePageAccessMutation, {
        pinCode: pin,
        pagesAccess: PIN_TAGS.map((tag) => ({ tag, pinRequired: switches[tag] })),
      }),
    onSuccess: async () => {
      setPin('');
      notifications.show({ color: 'green', message: t('operations.updated') });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = validatePin(pin);
    setPinError(error ? t(`validation.${error}`) : null);
    if (!error) save.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <Title order={3}>{t('settings.pageAccessTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('settings.pageAccessHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {PIN_TAGS.map((tag) => (
            <Switch
              key={tag}
              size="md"
              label={t(`pinTag.${tag}`)}
              checked={switches[tag]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setSwitches((current) => ({ ...current, [tag]: checked }));
              }}
            />
          ))}
        </SimpleGrid>
        <PasswordInput
          label={t('settings.pageAccessPin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_LENGTH}
          value={pin}
          onChange={(event) => setPin(normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH))}
          error={pinError}
          maw={420}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {describePinFailure(readPinFailure(save.error), t)}
          </Alert>
        ) : null}
        <Button type="submit" mih={48} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.savePageAccess')}
        </Button>
      </Stack>
    </form>
  );
}
