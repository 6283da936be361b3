import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizePin, PIN_MAX_LENGTH, validatePin } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { notifySuccess } from '../../../components/ui/notify';
import { fieldRule } from '../../../lib/form-rules';
import { describePinFailure, readPinFailure } from '../../../lib/pin/pin-errors';
import { useUpdatePin } from '../api/update-pin';

type Fields = { current: string; next: string; confirmation: string };

function pinConfirmation(confirmation: string, values: Fields) {
  if (!confirmation) return 'field_required';
  return confirmation === values.next ? null : 'pins_must_match';
}

/** docs/pin.md#format: change the PIN with the current one; the new PIN and its confirmation must match. */
export function PinChangeForm() {
  const { t } = useTranslation();
  const pinRule = fieldRule((pin: string) => validatePin(pin), t);
  const form = useForm<Fields>({
    initialValues: { current: '', next: '', confirmation: '' },
    validate: { current: pinRule, next: pinRule, confirmation: fieldRule(pinConfirmation, t) },
  });
  const update = useUpdatePin();

  const submit = form.onSubmit((values) =>
    update.mutate(
      { pinCode: values.current, newCode: values.next },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('operations.updated'));
        },
      },
    ),
  );

  function field(name: keyof Fields, label: string) {
    return (
      <PasswordInput
        label={label}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_MAX_LENGTH}
        {...form.getInputProps(name)}
        onChange={(event) => form.setFieldValue(name, normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH))}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <Title order={3}>{t('settings.pinChangeTitle')}</Title>
        {field('current', t('settings.currentPin'))}
        {field('next', t('settings.newPin'))}
        {field('confirmation', t('settings.confirmPin'))}
        <ActionError
          error={update.error}
          describe={(error, translate) => describePinFailure(readPinFailure(error), translate)}
        />
        <Button type="submit" mih={48} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.savePin')}
        </Button>
      </Stack>
    </form>
  );
}
