import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, requestIntegrator } from './integrator-http';

describe("requests to an integrator's address", () => {
  let url = '';
  const server = createServer((request, response) => {
    if (request.url === '/redirect') return void response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (request.url === '/large') return void response.end('x'.repeat(100_000));
    response.end('hello');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('judges %s private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('judges %s public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('refuses a private address, written or resolved, before connecting', async () => {
    await expect(
      requestIntegrator({ method: 'POST', url: `${url}/`, headers: {}, body: '{}', allowPrivateNetworks: false }),
    ).rejects.toThrow(/private address/);
    const byName = url.replace('127.0.0.1', 'localhost');
    await expect(
      requestIntegrator({ method: 'POST', url: `${byName}/`, headers: {}, body: '{}', allowPrivateNetworks: false }),
    ).rejects.toThrow(/private address/);
    await expect(
      requestIntegrator({ method: 'POST', url: 'http://[::1]:9/', headers: {}, allowPrivateNetworks: false }),
    ).rejects.toThrow(/private address/);
    await expect(
      requestIntegrator({
        method: 'POST',
        url: 'http://[::ffff:127.0.0.1]:9/',
        headers: {},
        allowPrivateNetworks: false,
      }),
    ).rejects.toThrow(/private address/);
  });

  it('reaches it when private networks are allowed, never follows a redirect and keeps only the start of a long answer', async () => {
    const ok = await requestIntegrator({
      method: 'POST',
      url: `${url}/`,
      headers: {},
      body: '{}',
      allowPrivateNetworks: true,
    });
    expect(ok).toMatchObject({ status: 200, text: 'hello' });
    const redirect = await requestIntegrator({
      method: 'POST',
      url: `${url}/redirect`,
      headers: {},
      allowPrivateNetworks: true,
    });
    expect(redirect.status).toBe(302);
    const large = await requestIntegrator({
      method: 'GET',
      url: `${url}/large`,
      headers: {},
      allowPrivateNetworks: true,
      maxResponseBytes: 1024,
    });
    expect(large.text).toHaveLength(1024);
  });

  it('refuses anything but http(s)', async () => {
    await expect(
      requestIntegrator({ method: 'POST', url: 'file:///etc/passwd', headers: {}, allowPrivateNetworks: true }),
    ).rejects.toThrow(/http or https/);
  });
});
