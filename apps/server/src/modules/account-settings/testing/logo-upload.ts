import type { UploadedFile } from '../../menu-maker/testing/item-image-upload';
import type { GraphQLResponse } from '../../../testing/test-api';

export const UPDATE_LOGO =
  'mutation($id: Int!, $logo: File!) { updateCompanyPicture(id: $id, logo: $logo) { id uuid picture } }';

/** updateCompanyPicture as a GraphQL multipart request: the file goes to `variables.logo`. */
export async function sendLogo(
  graphqlUrl: string,
  query: string,
  id: number,
  file: UploadedFile,
  request: { token?: string; switchUser?: string },
): Promise<GraphQLResponse> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { id, logo: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.logo'] }));
  form.set('0', new Blob([file.bytes], { type: file.type }), file.name);
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.switchUser) headers['x-switch-user'] = request.switchUser;
  const response = await fetch(graphqlUrl, { method: 'POST', body: form, headers });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse['body'], text };
}
