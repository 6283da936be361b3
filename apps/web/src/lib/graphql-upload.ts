import { print, type DocumentNode } from '@0no-co/graphql.web';
import { STORAGE_KEYS } from '@comptoir/domain';
import { GRAPHQL_ENDPOINT } from './graphql-client';
import { GraphQLRequestError, NetworkError, type GraphQLErrorItem } from './graphql-errors';
import { signOut } from './sign-out';

/** A file and where it goes in the variables (`variables.input.imageUpload`), its slot there being null. */
export type UploadPart = { path: string; file: File };

function uploadHeaders(): Record<string, string> {
  // No content-type: the browser sets the multipart boundary itself.
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  return headers;
}

/**
 * Sends a mutation with files as a GraphQL multipart request (operations, map, files), signed in like every other
 * call; a 401/403 signs out as the GraphQL client does. A file over the server's limit is refused before it is read
 * (HTTP 413 with BAD_USER_INPUT), and that message reaches the caller like any other error.
 */
export async function sendGraphQLUpload<TResult>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  parts: readonly UploadPart[],
): Promise<TResult> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(document), variables }));
  form.append('map', JSON.stringify(Object.fromEntries(parts.map((part, index) => [index, [part.path]]))));
  parts.forEach((part, index) => form.append(String(index), part.file, part.file.name));
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, { method: 'POST', headers: uploadHeaders(), body: form });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const answer = (await response.json().catch(() => null)) as {
    data?: TResult | null;
    errors?: GraphQLErrorItem[];
  } | null;
  if (response.status === 401 || response.status === 403) {
    signOut();
    throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  }
  if (!answer?.data) throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  return answer.data;
}
