import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizePin, PIN_MAX_LENGTH, PIN_MIN_LENGTH, validatePin } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../ui/action-error';
import { fieldRule } from '../../lib/form-rules';
import { describePinFailure, readPinFailure } from '../../lib/pin/pin-errors';
import { useCheckPin } from './api/check-pin';

type PinFormProps = { onUnlocked?: () => void };

/** docs/pin.md#format: digits only, OK disabled under 4 digits; a correct PIN stores `pinCodeExp` and unlocks. */
export function PinForm({ onUnlocked }: PinFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { pin: '' },
    validate: { pin: fieldRule((pin: string) => validatePin(pin), t) },
    transformValues: ({ pin }) => ({ pin: normalizePin(pin).slice(0, PIN_MAX_LENGTH) }),
  });
  const check = useCheckPin();
  const pin = form.getValues().pin;

  const submit = form.onSubmit(({ pin: code }) =>
    check.mutate(code, { onSuccess: () => onUnlocked?.(), onError: () => form.setFieldValue('pin', '') }),
  );

  const failure = check.error ? readPinFailure(check.error) : null;
  const input = form.getInputProps('pin');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('pin.label')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={PIN_MAX_LENGTH}
          {...input}
          onChange={(event) =>
            form.setFieldValue('pin', normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH))
          }
          size="lg"
        />
        <ActionError
          error={check.error}
          describe={(error, translate) => describePinFailure(readPinFailure(error), translate)}
        />
        <Button
          type="submit"
          size="lg"
          loading={check.isPending}
          disabled={pin.length < PIN_MIN_LENGTH || failure?.kind === 'locked'}
        >
          {t('pin.ok')}
        </Button>
      </Stack>
    </form>
  );
}
