import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formLevelError, setServerFieldErrors, useFieldMessage } from '../../../lib/form-rules';
import { newPasswordRules } from '../../../lib/new-password-rules';
import { useChangePassword } from '../api/change-password';
import { describeFailure } from '../lib/describe-failure';
import { SectionForm } from '../../../components/forms/section-form';
import { notifySuccess } from '../../../components/ui/notify';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

// The password rule names the new password `password`, as recovery's form does; a wrong current password
// (INVALID_CREDENTIALS) is worded by this section.
const PLACEMENT = { paths: { password: 'newPassword' }, ownKeys: 'account.security' };

/** The Security section: the signed-in account's own password, with the current one and a confirmation. */
export function PasswordForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      currentPassword: (value) => (value === '' ? fieldMessage('field_required') : null),
      ...newPasswordRules(fieldMessage),
    },
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          notifySuccess(t('account.security.changed'));
        },
        onError: (error) => {
          setServerFieldErrors(form, error, t, PLACEMENT);
          const unshown = formLevelError(form, error, PLACEMENT);
          if (unshown) setFailure(describeFailure(unshown, t));
        },
      },
    );
  });

  const input = (field: keyof PasswordValues, autoComplete: string) => (
    <PasswordInput
      label={t(`account.security.${field}`)}
      size="md"
      withAsterisk
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': t('account.security.togglePassword') }}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <SectionForm
      title={t('account.security.title')}
      saveLabel={t('account.security.save')}
      onSubmit={submit}
      saving={change.isPending}
      failure={failure}
    >
      {input('currentPassword', 'current-password')}
      {input('newPassword', 'new-password')}
      {input('confirmPassword', 'new-password')}
    </SectionForm>
  );
}
