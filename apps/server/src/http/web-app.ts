import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, sep } from 'node:path';
import { chooseEncoding, compress, isCompressible, MIN_COMPRESSED_BYTES, type Encoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

// A service worker cached by HTTP would keep a tablet on an old build for as long as the cache lasts.
const REVALIDATED_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

const NOT_BUILT_MESSAGE =
  'The Comptoir web app has not been built yet.\nRun `npm run build` (or `npm start`, which builds it) and reload this page.\n';

/**
 * Serves the built single-page app: a file of `distDir` when the path names one, else `index.html` so that the
 * client-side router handles the route (docs/roles.md#route-table). A missing file with an extension stays a 404: a
 * browser asking for a script or an image must not receive HTML.
 */
export async function serveWebApp(
  distDir: string,
  pathname: string,
  method: 'GET' | 'HEAD',
  acceptEncoding: string | null = null,
): Promise<Response> {
  const indexFile = join(distDir, 'index.html');
  const index = await fileStats(indexFile);
  if (!index) {
    return new Response(NOT_BUILT_MESSAGE, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const file = resolveInside(distDir, pathname);
  // `/index.html` by its name too: the service worker precaches the app shell under it (docs/offline.md).
  const found = file ? await fileStats(file) : null;
  if (file && found) return sendFile(file, found, method, acceptEncoding);
  if (extname(pathname) !== '') {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return sendFile(indexFile, index, method, acceptEncoding);
}

function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

async function sendFile(
  file: string,
  stats: Stats,
  method: 'GET' | 'HEAD',
  acceptEncoding: string | null,
): Promise<Response> {
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': contentType,
    // Vite fingerprints everything under /assets; index.html, the service worker and the manifest must be revalidated
    // to pick up a new build (docs/offline.md).
    'cache-control': file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : REVALIDATED_FILES.has(basename(file))
        ? 'no-cache'
        : 'public, max-age=3600',
  };
  const { body, encoding } = await readEncoded(file, stats, contentType, acceptEncoding);
  if (isCompressible(contentType)) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
}

// docs/web.md#fast-first-load: each text file of the build is read and compressed once per encoding, at its first
// request, and kept while the file is unchanged (the build's files are few and fixed; a new build has new names or
// times), so a cached answer costs one stat and no read.
const compressed = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

async function readEncoded(
  file: string,
  stats: Stats,
  contentType: string,
  acceptEncoding: string | null,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding | null }> {
  const encoding =
    isCompressible(contentType) && stats.size >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : null;
  if (!encoding) return { body: await readFile(file), encoding: null };
  const key = `${encoding}:${stats.mtimeMs}:${stats.size}:${file}`;
  let encoded = compressed.get(key);
  if (!encoded) {
    encoded = readFile(file).then((body) => compress(body, encoding, 'max'));
    encoded.catch(() => compressed.delete(key));
    compressed.set(key, encoded);
  }
  return { body: await encoded, encoding };
}
