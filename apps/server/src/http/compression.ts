import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// docs/web.md#fast-first-load: text answers travel compressed, brotli when the browser takes it, else gzip.

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compressing saves less than the headers it adds. */
export const MIN_COMPRESSED_BYTES = 1024;

// Streams (server-sent events, multipart incremental delivery) are never held back to be compressed.
const COMPRESSIBLE_TYPES =
  /^(text\/(html|css|javascript|plain)|application\/(json|graphql-response\+json|manifest\+json)|image\/svg\+xml)\b/;

/** The encoding the client accepts that we prefer (brotli, then gzip), from its Accept-Encoding; q=0 refuses. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function isCompressible(contentType: string | null): boolean {
  return COMPRESSIBLE_TYPES.test(contentType ?? '');
}

/**
 * `effort` trades time for size: `max` for files compressed once and kept (the web build), `fast` for an answer
 * compressed on every request (GraphQL).
 */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: 'max' | 'fast',
): Promise<Uint8Array<ArrayBuffer>> {
  const encoded =
    encoding === 'gzip'
      ? await gzipped(body, { level: effort === 'max' ? 9 : 5 })
      : await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? constants.BROTLI_MAX_QUALITY : 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        });
  return Uint8Array.from(encoded);
}

/** Adds Accept-Encoding to a Vary header that may already name others (CORS's Origin). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * A GraphQL JSON answer, compressed when it is large enough and the client accepts it. Anything else (an event
 * stream, a multipart answer, a file) passes through untouched, unbuffered.
 */
export async function compressJsonAnswer(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type');
  if (!response.body || response.headers.has('content-encoding') || !/json\b/.test(type ?? '') || !isCompressible(type))
    return response;
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const body = new Uint8Array(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) return new Response(body, init);
  const compressed = await compress(body, encoding, 'fast');
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(compressed.byteLength));
  return new Response(compressed, init);
}
