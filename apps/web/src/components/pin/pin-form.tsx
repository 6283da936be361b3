import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { normalizePin, PIN_MAX_LENGTH, PIN_MIN_LENGTH, validatePin } from '@comptoir/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestGraphQL } from '../../lib/graphql-client';
import { CheckPinMutation } from '../../lib/pin/pin-api';
import { describePinFailure, readPinFailure } from '../../lib/pin/pin-errors';
import { storePinSession } from '../../lib/pin/pin-session';

type PinFormProps = { onUnlocked?: () => void };

/** SPEC §5: digits only, OK disabled under 4 digits; a correct PIN stores `pinCodeExp` and unlocks. */
export function PinForm({ onUnlocked }: PinFormProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (code: string) => requestGraphQL(CheckPinMutation, { code }),
    onSuccess: (data) => {
      storePinSession(data.checkPin.expiresAt);
      onUnlocked?.();
    },
    onError: () => setPin(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = validatePin(pin);
    setFieldError(error ? t(`validation.${error}`) : null);
    if (!error) check.mutate(pin);
  }

  const failure = check.error ? readPinFailure(check.error) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('pin.label')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={PIN_MAX_LENGTH}
          value={pin}
          onChange={(event) => {
            setPin(normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH));
            setFieldError(null);
          }}
          error={fieldError}
          size="lg"
        />
        {failure ? (
          <Alert color={failure.kind === 'locked' ? 'orange' : 'red'} role="alert">
            {describePinFailure(failure, t)}
          </Alert>
        ) : null}
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
