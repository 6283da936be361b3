import { chooseEncoding, compress, MIN_COMPRESSED_BYTES, varyOnEncoding } from '../../http/compression';
import type { CachedAnswer } from './active-orders-cache';

/** Whether If-None-Match names this entity tag (weak comparison, as RFC 9110 asks for this header), or is `*`. */
function isUnchangedFor(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The HTTP answer of a cached activeOrders (docs/architecture.md#the-tablets-order-list): its ETag, and 304 with no
 * body when the poll already holds it, else the body compressed once for every poll that accepts the same encoding.
 * GraphQL over POST is not cached by browsers, so the web app sends If-None-Match itself.
 */
export async function serveActiveOrders(request: Request, response: Response, answer: CachedAnswer): Promise<Response> {
  if (response.status !== 200) return response;
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('etag', answer.etag);
  headers.set('cache-control', 'private, no-cache');
  varyOnEncoding(headers);
  if (isUnchangedFor(request.headers.get('if-none-match'), answer.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  const body = new TextEncoder().encode(answer.body);
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) {
    headers.set('content-length', String(body.byteLength));
    return new Response(body, { status: 200, headers });
  }
  const compressed = await (answer.encoded[encoding] ??= compress(body, encoding, 'fast'));
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(compressed.byteLength));
  return new Response(compressed, { status: 200, headers });
}
