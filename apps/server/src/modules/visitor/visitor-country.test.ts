import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api';

describe('visitorCountry', () => {
  let api: TestApi;
  let behindCloudflare: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    behindCloudflare = await startTestApi('pglite', { countryHeader: 'cf-ipcountry' });
  });
  afterAll(async () => {
    await api?.close();
    await behindCloudflare?.close();
  });

  it('is null for a local address', async () => {
    const result = await api.graphql('{ visitorCountry }', { clientAddress: '127.0.0.1' });
    expect(result.body.data).toEqual({ visitorCountry: null });
  });

  it('looks the address up in the bundled country table, offline', async () => {
    const france = await api.graphql('{ visitorCountry }', { clientAddress: '90.84.0.1' });
    expect(france.body.data).toEqual({ visitorCountry: 'FR' });
  });

  it("trusts the configured proxy header first, ignoring Cloudflare's unknown marker", async () => {
    const fromHeader = await behindCloudflare.graphql('{ visitorCountry }', {
      headers: { 'cf-ipcountry': 'fr' },
      clientAddress: '127.0.0.1',
    });
    expect(fromHeader.body.data).toEqual({ visitorCountry: 'FR' });
    const unknown = await behindCloudflare.graphql('{ visitorCountry }', {
      headers: { 'cf-ipcountry': 'XX' },
      clientAddress: '127.0.0.1',
    });
    expect(unknown.body.data).toEqual({ visitorCountry: null });
  });
});
