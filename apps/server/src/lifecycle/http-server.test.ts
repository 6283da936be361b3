import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, type HttpServer } from './http-server';
import { createLifecycle } from './lifecycle';

describe('the HTTP server before and around the app', () => {
  let http: HttpServer | null = null;
  afterEach(async () => {
    http?.server.closeAllConnections();
    await new Promise((resolve) => http?.server.close(resolve));
    http = null;
  });

  async function listening(): Promise<{ http: HttpServer; url: string }> {
    http = createHttpServer(createLifecycle());
    await http.listen(0, '127.0.0.1');
    return { http, url: `http://127.0.0.1:${(http.server.address() as AddressInfo).port}` };
  }

  it('answers while the app starts: alive, not ready, with the security headers', async () => {
    const { url } = await listening();
    const live = await fetch(`${url}/livez`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'starting' });
    expect(ready.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(ready.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${url}/graphql/kom`)).status).toBe(503);
  });

  it('hands requests to the app once it is served', async () => {
    const { http, url } = await listening();
    http.serve((_request, response) => response.end('from the app'));
    expect(await (await fetch(`${url}/readyz`)).text()).toBe('from the app');
  });

  it('refuses a port in use with a configuration error naming PORT', async () => {
    const { http: first } = await listening();
    const port = (first.server.address() as AddressInfo).port;
    const second = createHttpServer(createLifecycle());
    await expect(second.listen(port, '127.0.0.1')).rejects.toThrow(
      `PORT: 127.0.0.1:${port} is already in use (EADDRINUSE)`,
    );
  });
});
