// The one way a form judges its fields (docs/web.md#forms): the rule is packages/domain's, the same function the server
// runs; this file only turns its validation key into the reader's language, and puts the server's own field
// refusals under the fields they name.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys } from './field-errors';

/** A domain rule's verdict on one value: a validation key (`invalid_iban`), or null when the value passes. */
type DomainRule<Value, Values> = (value: Value, values: Values) => string | null | undefined;

/**
 * How a screen words its keys: its own keys first when it has some (`ownKeys`, e.g. `restaurantSettings.validation`),
 * and the values its sentences name (`{ max: 60 }`).
 */
type Wording = { ownKeys?: string; params?: Record<string, string | number> };

/**
 * A key in the reader's language: the screen's own wording when it has one, else a validation key (`invalid_iban`),
 * else an error code (`PASSWORD_USED_BEFORE`).
 */
function fieldMessage(key: string, t: TFunction, { ownKeys, params = {} }: Wording = {}): string {
  const shared = [`validation.${key}`, `errors.${key}`];
  return t(ownKeys ? [`${ownKeys}.${key}`, ...shared] : shared, params);
}

/** fieldMessage for a component that words keys itself (a form checking several fields at once). */
export function useFieldMessage(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => fieldMessage(key, t);
}

/** A domain rule as a Mantine `validate` function of one field. */
export function fieldRule<Value, Values = unknown>(rule: DomainRule<Value, Values>, t: TFunction, wording?: Wording) {
  return (value: Value, values: Values): string | null => {
    const key = rule(value, values);
    return key ? fieldMessage(key, t, wording) : null;
  };
}

/** A domain rule over the whole form (`{ 'adresse.city': key }`, or null) as a Mantine `validate` function. */
export function formRule<Values>(
  rule: (values: Values) => Partial<Record<string, string | null>> | null,
  t: TFunction,
  wording?: Wording,
) {
  return (values: Values): Record<string, string> =>
    Object.fromEntries(
      Object.entries(rule(values) ?? {}).flatMap(([field, key]) =>
        key ? [[field, fieldMessage(key, t, wording)]] : [],
      ),
    );
}

type FieldErrorTarget = { getValues: () => unknown };

/**
 * Where a form shows the server's fields when not under their own names: `paths` renames one
 * (`{ pagesAccess: 'pinPages' }`), and `shown` lists the only paths a form shows of the values it holds (one section
 * of a record sent whole).
 */
type Placement = { paths?: Record<string, string>; shown?: readonly string[] };

function hasField(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function placedFieldKeys(form: FieldErrorTarget, error: unknown, { paths = {}, shown }: Placement): [string, string][] {
  return Object.entries(fieldErrorKeys(error)).flatMap(([field, key]): [string, string][] => {
    const path = paths[field] ?? field;
    return hasField(form.getValues(), path) && (!shown || shown.includes(path)) ? [[path, key]] : [];
  });
}

/** Puts the server's field refusals (`extensions.fields`, docs/accounts.md) under the form's fields of those names. */
export function setServerFieldErrors(
  form: FieldErrorTarget & { setFieldError: (path: string, error: string) => void },
  error: unknown,
  t: TFunction,
  options: Wording & Placement = {},
): void {
  for (const [path, key] of placedFieldKeys(form, error, options))
    form.setFieldError(path, fieldMessage(key, t, options));
}

/** What the form's ActionError says: nothing when the failure already sits under the fields it names. */
export function formLevelError(form: FieldErrorTarget, error: unknown, placement: Placement = {}): unknown {
  return placedFieldKeys(form, error, placement).length > 0 ? null : error;
}
