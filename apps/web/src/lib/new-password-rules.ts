import { passwordConfirmation, passwordStrength, type ValidationKey } from '@comptoir/domain';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** The form rules of a new password and its confirmation (recovery, account page), as the server checks them. */
export function newPasswordRules(message: (key: ValidationKey) => string) {
  const shown = (key: ValidationKey | null) => (key ? message(key) : null);
  return {
    newPassword: (value: string) => shown(passwordStrength(value)),
    confirmPassword: (value: string, values: NewPasswordValues) =>
      shown(passwordConfirmation(values.newPassword, value)),
  };
}
