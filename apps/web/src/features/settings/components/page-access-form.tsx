import { Button, PasswordInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizePin, PIN_MAX_LENGTH, PIN_TAGS, validatePin, type PageAccess, type PinTag } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { notifySuccess } from '../../../components/ui/notify';
import { fieldRule } from '../../../lib/form-rules';
import { describePinFailure, readPinFailure } from '../../../lib/pin/pin-errors';
import { useUpdatePageAccess } from '../api/update-page-access';

function toSwitches(pagesAccess: readonly PageAccess[]): Record<PinTag, boolean> {
  return Object.fromEntries(
    PIN_TAGS.map((tag) => [tag, pagesAccess.some((access) => access.tag === tag && access.pinRequired)]),
  ) as Record<PinTag, boolean>;
}

/** docs/pin.md#tags: which pages ask for the PIN, one switch per PIN tag, saved with the current PIN. */
export function PageAccessForm({ pagesAccess }: { pagesAccess: readonly PageAccess[] }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { switches: toSwitches(pagesAccess), pin: '' },
    validate: { pin: fieldRule((pin: string) => validatePin(pin), t) },
  });
  const save = useUpdatePageAccess();

  const submit = form.onSubmit(({ switches, pin }) =>
    save.mutate(
      { pinCode: pin, pagesAccess: PIN_TAGS.map((tag) => ({ tag, pinRequired: switches[tag] })) },
      {
        onSuccess: () => {
          form.setFieldValue('pin', '');
          notifySuccess(t('operations.updated'));
        },
      },
    ),
  );

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
              {...form.getInputProps(`switches.${tag}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <PasswordInput
          label={t('settings.pageAccessPin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_LENGTH}
          {...form.getInputProps('pin')}
          onChange={(event) =>
            form.setFieldValue('pin', normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH))
          }
          maw={420}
        />
        <ActionError
          error={save.error}
          describe={(error, translate) => describePinFailure(readPinFailure(error), translate)}
        />
        <Button type="submit" mih={48} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.savePageAccess')}
        </Button>
      </Stack>
    </form>
  );
}
