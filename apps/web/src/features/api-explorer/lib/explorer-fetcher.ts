import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { buildHeaders, GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { signOut } from '../../../lib/sign-out';

/**
 * GraphiQL's fetcher for /graphql/kom, signed in like every other call of the app: the headers are read at each request,
 * so a refreshed token or a switched account applies at once, and they override whatever the request carried. A 401/403
 * ends the session as the app's client does (SPEC §8). No incremental delivery: the API answers plain JSON.
 */
export function createExplorerFetcher(): Fetcher {
  return createGraphiQLFetcher({
    url: GRAPHQL_ENDPOINT,
    enableIncrementalDelivery: false,
    fetch: async (input, init) => {
      const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), ...buildHeaders() } });
      if (response.status === 401 || response.status === 403) signOut();
      return response;
    },
  });
}
