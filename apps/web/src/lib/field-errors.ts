import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from './graphql-errors';

/**
 * The server's `extensions.fields` of a refused form ({ field: validationKeyOrErrorCode }, docs/accounts.md): what
 * each field's message is, by the form's path (`adresse.postalCode`); empty when the error names no field.
 */
export function fieldErrorKeys(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const extensions: Record<string, unknown> = error.errors[0]?.extensions ?? {};
  const { fields } = extensions;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A field's key in the operator's language: a validation key (`invalid_iban`), else an error code. */
export function useFieldMessage(): (key: string) => string {
  const { t, i18n } = useTranslation();
  return (key) => (i18n.exists(`validation.${key}`) ? t(`validation.${key}`) : t(`errors.${key}`));
}
