import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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

const NOT_BUILT_MESSAGE =
  'The Comptoir web app has not been built yet.\nRun `npm run build` (or `npm start`, which builds it) and reload this page.\n';

/**
 * Serves the built single-page app: a file of `distDir` when the path names one, else `index.html` so that the
 * client-side router handles the route (SPEC §2). A missing file with an extension stays a 404: a browser asking
 * for a script or an image must not receive HTML.
 */
export async function serveWebApp(distDir: string, pathname: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const indexFile = join(distDir, 'index.html');
  if (!(await isFile(indexFile))) {
    return new Response(NOT_BUILT_MESSAGE, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const file = resolveInside(distDir, pathname);
  if (file && file !== indexFile && (await isFile(file))) return sendFile(file, method);
  if (extname(pathname) !== '') {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return sendFile(indexFile, method);
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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(file: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const body = await readFile(file);
  const isIndex = file.endsWith(`${sep}index.html`);
  const headers = {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(body.byteLength),
    // Vite fingerprints everything under /assets; index.html must be revalidated to pick up a new build.
    'cache-control': file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : isIndex
        ? 'no-cache'
        : 'public, max-age=3600',
  };
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
}
