import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createTestConfig } from '../testing/test-api';
import { chooseEncoding, compressJsonAnswer } from './compression';

// A script as vite writes one: large enough to be worth compressing.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];`;
const INDEX = `<!doctype html><title>Comptoir</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;

describe('choosing the encoding from Accept-Encoding', () => {
  it.each<[string | null, string | null]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [null, null],
  ])('%s gives %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('a stream passes through untouched', () => {
  it('does not hold back a server-sent event stream, which never ends', async () => {
    const events = new Response(new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array(1)) }), {
      headers: { 'content-type': 'text/event-stream' },
    });
    const request = new Request('http://localhost/graphql', { headers: { 'accept-encoding': 'br' } });
    const answer = await compressJsonAnswer(request, events);
    expect(answer).toBe(events);
    expect(answer.headers.get('content-encoding')).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('compressed answers (%s)', (driver) => {
  let database: TestDatabase;
  let webDistDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'none' });
    webDistDir = mkdtempSync(join(tmpdir(), 'comptoir-web-dist-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX);
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(webDistDir, 'assets', 'tiny-abc123.js'), 'export {};');
    writeFileSync(join(webDistDir, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const request = (path: string, init?: RequestInit) =>
    createApp({ database, config: createTestConfig({ webDistDir }) }).fetch(
      new Request(`http://localhost${path}`, init),
    );

  it('sends a hashed script brotli-compressed to a browser that takes brotli, cached for a year', async () => {
    const response = await request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('compresses the page of every client-side route, revalidated on each load', async () => {
    const page = await request('/home', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(INDEX);
  });

  it('leaves an image and a file too small to gain uncompressed', async () => {
    const image = await request('/assets/logo-abc123.png', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const tiny = await request('/assets/tiny-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const head = await request('/assets/index-abc123.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  const graphql = (query: string, acceptEncoding: string) =>
    request('/graphql/kom', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify({ query }),
    });

  it('compresses a large GraphQL answer, keeping the security headers', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}`.padEnd(70, 'x'));
    const response = await graphql(`{ ${aliases.map((alias) => `${alias}: __typename`).join(' ')} }`, 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const answer = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as {
      data: Record<string, string>;
    };
    expect(Object.values(answer.data)).toEqual(aliases.map(() => 'Query'));
  });

  it('sends a small GraphQL answer as it is', async () => {
    const response = await graphql('{ connected }', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await response.json()).toEqual({ data: { connected: false } });
  });
});
