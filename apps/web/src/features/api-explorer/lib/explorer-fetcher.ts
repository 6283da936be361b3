import { createGraphiQLFetcher, type Fetcher, type FetcherParams } from '@graphiql/toolkit';
import { Kind, parse } from 'graphql';
import { buildHeaders, GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { signOut } from '../../../lib/sign-out';

/**
 * The operation name only when the document defines it. GraphiQL names the operation from its last parse of the
 * editor, which lags behind fast typing or a pasted query: the server would then refuse a valid one-operation document
 * ("Could not determine what operation to execute").
 */
export function withCurrentOperationName(params: FetcherParams): FetcherParams {
  if (!params.operationName) return params;
  try {
    const names = parse(params.query).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? null] : [],
    );
    if (names.includes(params.operationName)) return params;
    return names.length === 1 ? { ...params, operationName: null } : params;
  } catch {
    return params;
  }
}

/**
 * GraphiQL's fetcher for /graphql/kom, signed in like every other call of the app: the headers are read at each
 * request, so a refreshed token or a switched account applies at once, and they override whatever the request carried.
 * A 401/403 ends the session as the app's client does (docs/product.md#session). No incremental delivery: the API
 * answers plain JSON.
 */
export function createExplorerFetcher(): Fetcher {
  const fetcher = createGraphiQLFetcher({
    url: GRAPHQL_ENDPOINT,
    enableIncrementalDelivery: false,
    fetch: async (input, init) => {
      const response = await fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string> | undefined), ...buildHeaders() },
      });
      if (response.status === 401 || response.status === 403) signOut();
      return response;
    },
  });
  return (params, options) => fetcher(withCurrentOperationName(params), options);
}
