import { GraphQLError } from 'graphql';

const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'TOO_MANY_ATTEMPTS',
  'ORDER_ACTION_NOT_ALLOWED',
  'WRONG_PIN',
  'PIN_REQUIRED',
  'WRONG_CREDENTIALS',
  'EMAIL_ALREADY_USED',
  'TOKEN_EXPIRED',
  'TERMS_NOT_ACCEPTED',
  'PASSWORD_USED_BEFORE',
  'ACCOUNT_NOT_VALIDATED',
  'RESTAURANT_NOT_FOUND',
  'RESTAURANT_ALREADY_EXISTS',
  'RESTAURANT_NOT_INTEGRATED',
  'RESTAURANT_CREATION_FAILED',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again later';

const defaultMessages: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'You must be signed in',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  BAD_USER_INPUT: 'Invalid input',
  INVALID_CREDENTIALS: 'Incorrect password or email',
  ACCOUNT_DISABLED: 'This account is disabled',
  TOO_MANY_ATTEMPTS: 'Too many attempts, please try again later',
  ORDER_ACTION_NOT_ALLOWED: 'This action is not allowed for the order in its current state',
  WRONG_PIN: 'Wrong PIN code',
  PIN_REQUIRED: 'Enter your PIN code to do this',
  WRONG_CREDENTIALS: 'The platform refused this login and password',
  EMAIL_ALREADY_USED: 'This email is already used',
  TOKEN_EXPIRED: 'This code or link is invalid or has expired',
  TERMS_NOT_ACCEPTED: 'Accept the terms of use and the privacy policy',
  PASSWORD_USED_BEFORE: 'Choose a password you have not used before',
  ACCOUNT_NOT_VALIDATED: 'Enter the code we e-mailed you to validate your account',
  // Connecting a restaurant (docs/platforms.md#connecting): the product's own wording.
  RESTAURANT_NOT_FOUND: 'Restaurant not found: verify the UUID and add the manager account',
  RESTAURANT_ALREADY_EXISTS: 'This restaurant already exists',
  RESTAURANT_NOT_INTEGRATED: 'This restaurant is not integrated with Comptoir on its platform',
  RESTAURANT_CREATION_FAILED: 'The restaurant could not be created: its platform did not answer',
  INTERNAL_SERVER_ERROR: INTERNAL_ERROR_MESSAGE,
};

type AppErrorOptions = {
  message?: string;
  /** Extra `extensions` entries the client may read (e.g. `retryAfterSeconds`). */
  details?: Record<string, unknown>;
  /** HTTP status for errors raised before execution (token checks); field errors keep 200. */
  httpStatus?: number;
};

// The one error type the API raises on purpose; everything else is masked as INTERNAL_SERVER_ERROR.
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessages[code], {
      extensions: {
        code,
        ...options.details,
        ...(options.httpStatus === undefined ? {} : { http: { status: options.httpStatus } }),
      },
    });
    this.name = 'AppError';
    this.code = code;
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

// Yoga `maskedErrors.maskError`: our AppErrors and GraphQL's own request errors (syntax, validation, limits)
// pass through with a code; any other failure is hidden behind the generic message.
export function maskError(error: unknown): Error {
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (isAppError(error) || isAppError(original)) return error;
    if (original === undefined || original === null || original instanceof GraphQLError) {
      // Set in place: Yoga logs every error that maskError replaces, and a client's bad query is no server fault.
      if (!isErrorCode(error.extensions.code)) (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
      return error;
    }
  }
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
