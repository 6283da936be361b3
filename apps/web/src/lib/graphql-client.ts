import { print } from '@0no-co/graphql.web';
import { STORAGE_KEYS } from '@comptoir/domain';
import type { TadaDocumentNode } from './graphql';
import { GraphQLRequestError, NetworkError, type GraphQLErrorItem } from './graphql-errors';
import { signOut } from './sign-out';

export const GRAPHQL_ENDPOINT = '/graphql/kom';

type GraphQLResponse<TResult> = { data?: TResult | null; errors?: GraphQLErrorItem[] };

export type RequestOptions = {
  signal?: AbortSignal;
  /** Send as the signed-in account even while switched (the identity switcher itself searches with its own rights). */
  asSignedInAccount?: boolean;
};

/**
 * The headers every GraphQL call sends: the token, the switched account, the device language (the API explorer's too).
 */
export function buildHeaders({ asSignedInAccount = false }: RequestOptions = {}): Record<string, string> {
  // SPEC §7: the product always announces a French device language; the server answers in English
  // and the app translates by error code, so this only matters to the server's own logs.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-language': 'fr-FR',
  };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser && !asSignedInAccount) headers['x-switch-user'] = switchUser;
  return headers;
}

async function readBody<TResult>(response: Response): Promise<GraphQLResponse<TResult> | null> {
  try {
    return (await response.json()) as GraphQLResponse<TResult>;
  } catch {
    return null;
  }
}

/**
 * Sends one operation. Partial data is kept (SPEC §7 error policy "all"): field errors beside data are
 * logged and the data is returned; errors without data are thrown as `GraphQLRequestError`.
 * HTTP 401/403 ends the session (SPEC §8) before throwing.
 */
export async function requestGraphQL<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: buildHeaders(options),
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const body = await readBody<TResult>(response);
  const errors = body?.errors ?? [];
  if (response.status === 401 || response.status === 403) {
    signOut();
    throw new GraphQLRequestError(response.status, errors);
  }
  if (body?.data == null) throw new GraphQLRequestError(response.status, errors);
  if (errors.length > 0) console.warn('GraphQL errors kept beside partial data', errors);
  return body.data;
}
