import { describe, expect, it } from 'vitest';
import { describeRequestError, fieldErrorKeys } from './field-errors';
import { GraphQLRequestError } from './graphql-errors';
import { i18n } from './i18n';

function refusal(code: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLRequestError(200, [{ message: code, extensions: { code, ...extensions } }]);
}

describe('fieldErrorKeys', () => {
  it('reads the key the server gave each field, by the form’s path', () => {
    const error = refusal('BAD_USER_INPUT', {
      fields: { 'adresse.postalCode': 'five_digits_required', password: 'PASSWORD_USED_BEFORE' },
    });
    expect(fieldErrorKeys(error)).toEqual({
      'adresse.postalCode': 'five_digits_required',
      password: 'PASSWORD_USED_BEFORE',
    });
  });

  it('finds no field in a refusal without fields, nor in a failure that never reached the server', () => {
    expect(fieldErrorKeys(refusal('FORBIDDEN'))).toEqual({});
    expect(fieldErrorKeys(new Error('offline'))).toEqual({});
  });
});

describe('describeRequestError', () => {
  const t = i18n.getFixedT('en');

  it('says how long to wait after too many attempts, when the server says', () => {
    expect(describeRequestError(refusal('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 42 }), t)).toBe(
      'Too many attempts. Please try again later. You can try again in 42 seconds.',
    );
    expect(describeRequestError(refusal('TOO_MANY_ATTEMPTS'), t)).toBe('Too many attempts. Please try again later.');
  });

  it('reads any other code as a server error on a screen that names the codes it explains', () => {
    expect(describeRequestError(refusal('ACCOUNT_DISABLED'), t, ['ACCOUNT_DISABLED'])).toBe(
      'This account is disabled. Please contact customer service.',
    );
    expect(describeRequestError(refusal('FORBIDDEN'), t, ['ACCOUNT_DISABLED'])).toBe(
      'Server error. Please try again later',
    );
    expect(describeRequestError(refusal('TOO_MANY_ATTEMPTS'), t, [])).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(describeRequestError(refusal('FORBIDDEN'), t)).toBe('You are not allowed to do this.');
  });
});
