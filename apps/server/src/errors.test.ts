import { describe, expect, it } from 'vitest';
import { AppError, INTERNAL_ERROR_MESSAGE, maskError } from './errors';
import { GraphQLError } from 'graphql';

describe('maskError', () => {
  it('keeps an AppError with its code and details', () => {
    const error = new AppError('TOO_MANY_ATTEMPTS', { details: { retryAfterSeconds: 60 } });
    const masked = maskError(new GraphQLError(error.message, { originalError: error, path: ['login'] }));
    expect(masked.message).toBe('Too many attempts, please try again later');
    expect((masked as GraphQLError).extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 });
  });

  it('hides an unexpected failure behind the generic message', () => {
    const leaked = new Error('relation "accounts" does not exist at 10.0.0.5');
    const masked = maskError(new GraphQLError(leaked.message, { originalError: leaked, path: ['me'] })) as GraphQLError;
    expect(masked.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(masked.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(masked.path).toEqual(['me']);
    expect(maskError(new TypeError('x is undefined')).message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('gives request errors of GraphQL itself the BAD_USER_INPUT code', () => {
    const masked = maskError(new GraphQLError('Cannot query field "x" on type "Query".')) as GraphQLError;
    expect(masked.message).toBe('Cannot query field "x" on type "Query".');
    expect(masked.extensions.code).toBe('BAD_USER_INPUT');
  });
});
