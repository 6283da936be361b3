import { describe, expect, it } from 'vitest';
import { isIban, validateTabletCredentials } from '@comptoir/domain';
import { GraphQLRequestError } from './graphql-errors';
import { i18n } from './i18n';
import { fieldRule, formLevelError, formRule, setServerFieldErrors } from './form-rules';

const en = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');

function refusal(fields: Record<string, string>) {
  const extensions = { code: 'BAD_USER_INPUT', fields };
  return new GraphQLRequestError(200, [{ message: 'refused', extensions }]);
}

function aForm(values: unknown) {
  const errors: Record<string, string> = {};
  return { errors, getValues: () => values, setFieldError: (path: string, error: string) => (errors[path] = error) };
}

describe('fieldRule', () => {
  it("answers a domain rule's key in the reader's language, and nothing for a value that passes", () => {
    const iban = (value: string) => isIban(value);
    expect(fieldRule(iban, fr)('FR00 1234', {})).toBe('IBAN invalide');
    expect(fieldRule(iban, en)('FR00 1234', {})).toBe('Invalid IBAN');
    expect(fieldRule(iban, en)('FR76 3000 6000 0112 3456 7890 189', {})).toBeNull();
  });

  it("prefers the screen's own wording of a key when it has one", () => {
    const range = () => 'out_of_range';
    expect(fieldRule(range, en, { ownKeys: 'restaurantSettings.validation' })(0, {})).toBe(
      en('restaurantSettings.validation.out_of_range'),
    );
    expect(fieldRule(() => 'field_required', en, { ownKeys: 'restaurantSettings.validation' })(0, {})).toBe(
      'This field is required',
    );
  });

  it("names the values the screen's sentence needs", () => {
    const label = fieldRule(() => 'labelInvalid', fr, { ownKeys: 'printers.add', params: { max: 60 } });
    expect(label('', {})).toBe("Donnez à l'imprimante un nom de 60 caractères au plus");
  });
});

describe('formRule', () => {
  it("puts a whole-form domain rule's keys under their fields", () => {
    const validate = formRule(
      (values: { login: string; password: string }) => validateTabletCredentials(values.login, values.password),
      fr,
    );
    expect(validate({ login: ' ', password: '' })).toEqual({
      tabletLogin: 'Ce champ est obligatoire',
      tabletPassword: 'Ce champ est obligatoire',
    });
    expect(validate({ login: 'tablet', password: 'secret' })).toEqual({});
  });
});

describe("the server's field refusals", () => {
  it('go under the fields the form has, by path, as validation keys or error codes', () => {
    const form = aForm({ iban: '', adresse: { postalCode: '' } });
    const error = refusal({ iban: 'invalid_iban', 'adresse.postalCode': 'PASSWORD_USED_BEFORE' });
    setServerFieldErrors(form, error, en);
    expect(form.errors).toEqual({ iban: 'Invalid IBAN', 'adresse.postalCode': en('errors.PASSWORD_USED_BEFORE') });
    expect(formLevelError(form, error)).toBeNull();
  });

  it('that name no field of the form are left to the form-level error', () => {
    const form = aForm({ iban: '' });
    const error = refusal({ bic: 'invalid_bic' });
    setServerFieldErrors(form, error, en);
    expect(form.errors).toEqual({});
    expect(formLevelError(form, error)).toBe(error);
    const plain = new Error('boom');
    expect(formLevelError(form, plain)).toBe(plain);
  });

  it('go under the field a form shows under another name, and only under the fields a section shows', () => {
    const renamed = aForm({ pinPages: [] });
    const unknownTag = refusal({ pagesAccess: 'unknown_tag' });
    const placement = { paths: { pagesAccess: 'pinPages' }, ownKeys: 'companyEdit.preferences' };
    setServerFieldErrors(renamed, unknownTag, en, placement);
    expect(renamed.errors).toEqual({ pinPages: en('companyEdit.preferences.unknown_tag') });
    expect(formLevelError(renamed, unknownTag, placement)).toBeNull();

    const section = aForm({ name: '', siren: '' });
    const otherSection = refusal({ siren: 'invalid_siren' });
    setServerFieldErrors(section, otherSection, en, { shown: ['name'] });
    expect(section.errors).toEqual({});
    expect(formLevelError(section, otherSection, { shown: ['name'] })).toBe(otherSection);
  });
});
