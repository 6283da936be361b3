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
  // docs/product.md#languages: the product always announces a French device language; the server answers in English
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

async function send<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables | undefined,
  options: RequestOptions,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  try {
    return await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: { ...buildHeaders(options), ...extraHeaders },
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
}

async function readData<TResult>(response: Response): Promise<TResult> {
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

/**
 * Sends one operation. Partial data is kept (error policy "all", docs/api.md#conventions): field errors beside data are
 * logged and the data is returned; errors without data are thrown as `GraphQLRequestError`.
 * HTTP 401/403 ends the session (docs/product.md#session) before throwing.
 */
export async function requestGraphQL<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  return readData<TResult>(await send(document, variables, options));
}

/** A conditional request's answer: the data with its entity tag, or `unchanged` when the copy held is current. */
export type ConditionalAnswer<TResult> = { unchanged: true } | { unchanged: false; data: TResult; etag: string | null };

/**
 * Sends one operation as `requestGraphQL` does, with the entity tag of the answer already held
 * (docs/api.md#conditional-polls): the server answers 304 with no body when nothing changed. Browsers never do this for
 * a POST on their own.
 */
export async function requestGraphQLIfChanged<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables | undefined,
  etag: string | null,
  options: RequestOptions = {},
): Promise<ConditionalAnswer<TResult>> {
  const response = await send(document, variables, options, etag ? { 'if-none-match': etag } : {});
  if (response.status === 304) return { unchanged: true };
  return { unchanged: false, data: await readData<TResult>(response), etag: response.headers.get('etag') };
}
