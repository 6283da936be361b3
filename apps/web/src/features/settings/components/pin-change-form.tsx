import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { normalizePin, PIN_MAX_LENGTH, validatePin } from '@comptoir/domain';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestGraphQL } from '../../../lib/graphql-client';
import { UpdatePinMutation } from '../../../lib/pin/pin-api';
import { describePinFailure, readPinFailure } from '../../../lib/pin/pin-errors';

type Fields = { current: string; next: string; confirmation: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { current: '', next: '', confirmation: '' };

/** SPEC §2/§5: change the PIN with the current one; the new PIN and its confirmation must match. */
export function PinChangeForm() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useMutation({
    mutationFn: () => requestGraphQL(UpdatePinMutation, { pinCode: fields.current, newCode: fields.next }),
    onSuccess: () => {
      setFields(EMPTY);
      notifications.show({ color: 'green', message: t('operations.updated') });
    },
  });

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    const current = validatePin(fields.current);
    const next = validatePin(fields.next);
    if (current) found.current = t(`validation.${current}`);
    if (next) found.next = t(`validation.${next}`);
    if (!fields.confirmation) found.confirmation = t('validation.field_required');
    else if (fields.confirmation !== fields.next) found.confirmation = t('validation.pins_must_match');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate();
  }

  function field(name: keyof Fields, label: string) {
    return (
      <PasswordInput
        label={label}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_MAX_LENGTH}
        value={fields[name]}
        onChange={(event) => {
          const value = normalizePin(event.currentTarget.value).slice(0, PIN_MAX_LENGTH);
          setFields((current) => ({ ...current, [name]: value }));
        }}
        error={errors[name]}
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
        {update.error ? (
          <Alert color="red" role="alert">
            {describePinFailure(readPinFailure(update.error), t)}
          </Alert>
        ) : null}
        <Button type="submit" mih={48} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.savePin')}
        </Button>
      </Stack>
    </form>
  );
}
