export type GraphQLErrorItem = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; retryAfterSeconds?: number; reason?: string; params?: unknown };
};

/** The server answered, but with errors and no usable data, or with HTTP 401/403. */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly errors: readonly GraphQLErrorItem[];

  constructor(status: number, errors: readonly GraphQLErrorItem[]) {
    super(errors[0]?.message ?? `GraphQL request failed with HTTP ${status}`);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string | null {
    return this.errors.find((error) => error.extensions?.code)?.extensions?.code ?? null;
  }

  get retryAfterSeconds(): number | null {
    return (
      this.errors.find((error) => error.extensions?.retryAfterSeconds !== undefined)?.extensions?.retryAfterSeconds ??
      null
    );
  }
}

/** The request never got an answer (offline, server down, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The error code a screen translates (`errors.<CODE>`); anything unexpected reads as a server error. */
export function getErrorCode(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.code ?? 'INTERNAL_SERVER_ERROR';
  return 'INTERNAL_SERVER_ERROR';
}

/** The refusal's finer reason (`extensions.reason`, e.g. MENU_MAKER_NOT_ACTIVATED), or null. */
export function getErrorReason(error: unknown): string | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  return error.errors.find((entry) => typeof entry.extensions?.reason === 'string')?.extensions?.reason ?? null;
}
