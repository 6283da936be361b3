import sharp from 'sharp';
import type { GraphQLResponse } from '../../../testing/test-api';

export type UploadedFile = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string };

/** A small real PNG (the image pipeline decodes what it stores, so a bare signature would be refused). */
export async function aPng(width = 16, height = 12): Promise<UploadedFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: 'dish.png', type: 'image/png' };
}

/** uploadMenuItemImage as a GraphQL multipart request: the file goes to `variables.image`. */
export async function sendItemImage(
  graphqlUrl: string,
  query: string,
  itemId: number,
  file: UploadedFile,
  token: string | undefined,
): Promise<GraphQLResponse> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { itemId, image: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse['body'], text };
}
