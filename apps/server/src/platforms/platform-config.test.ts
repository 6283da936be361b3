import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { PLATFORM_ENV_VARIABLES } from './platform-config';

describe('platform configuration', () => {
  const dirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'comptoir-platforms-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates each webhook secret once into DATA_DIR/platform-secrets.json, readable by the owner only', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).platforms;
    const second = loadConfig({ DATA_DIR: dataDir }).platforms;
    const file = join(dataDir, 'platform-secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(second.PLATFORM_UBER_EAT.webhookSecret).toBe(first.PLATFORM_UBER_EAT.webhookSecret);
    expect(first.PLATFORM_UBER_EAT.webhookSecret).not.toBe(first.PLATFORM_DELIVEROO.webhookSecret);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      PLATFORM_DELIVEROO: first.PLATFORM_DELIVEROO.webhookSecret,
    });
  });

  it('takes secrets, credentials and URLs from the environment when set', () => {
    const platforms = loadConfig({
      DATA_DIR: freshDataDir(),
      UBER_EATS_CLIENT_SECRET: 'uber-secret',
      UBER_EATS_CLIENT_ID: 'uber-id',
      UBER_EATS_API_URL: 'https://uber.example/',
      DELIVEROO_WEBHOOK_SECRET: 'roo-webhook',
      DELIVEROO_CLIENT_SECRET: 'roo-api',
      JUST_EAT_WEBHOOK_KEY: 'je-key',
      GLOVO_WEBHOOK_TOKEN: 'glovo-token',
      GET_RESTO_WEBHOOK_SECRET: 'gr-secret',
    }).platforms;
    expect(platforms.PLATFORM_UBER_EAT).toMatchObject({
      webhookSecret: 'uber-secret',
      clientSecret: 'uber-secret',
      clientId: 'uber-id',
      apiUrl: 'https://uber.example',
    });
    expect(platforms.PLATFORM_DELIVEROO).toMatchObject({ webhookSecret: 'roo-webhook', clientSecret: 'roo-api' });
    expect(platforms.PLATFORM_JUST_EAT.webhookSecret).toBe('je-key');
    expect(platforms.PLATFORM_GLOVO).toMatchObject({ webhookSecret: 'glovo-token', clientSecret: 'glovo-token' });
    expect(platforms.PLATFORM_GET_RESTO.webhookSecret).toBe('gr-secret');
  });

  it('points the partner APIs at the simulator in demo mode and at the real hosts otherwise', () => {
    const demo = loadConfig({ DATA_DIR: freshDataDir(), DEMO: '1', PORT: '9090', HOST: '0.0.0.0' }).platforms;
    expect(demo.PLATFORM_UBER_EAT).toMatchObject({
      apiUrl: 'http://127.0.0.1:9090/simulator/uber-eats',
      authUrl: 'http://127.0.0.1:9090/simulator/uber-eats/oauth/v2/token',
    });
    expect(demo.PLATFORM_DELIVEROO.authUrl).toBe('http://127.0.0.1:9090/simulator/deliveroo/oauth2/token');
    const real = loadConfig({ DATA_DIR: freshDataDir(), DEMO: '0' }).platforms;
    expect(real.PLATFORM_UBER_EAT).toMatchObject({
      apiUrl: 'https://api.uber.com',
      authUrl: 'https://auth.uber.com/oauth/v2/token',
    });
    expect(real.PLATFORM_DELIVEROO.apiUrl).toBe('https://api.developers.deliveroo.com');
    expect(real.PLATFORM_GLOVO.apiUrl).toBe('https://api.glovoapp.com');
  });

  it('documents every variable it reads in the README', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const name of [...PLATFORM_ENV_VARIABLES, 'SIMULATOR_ORDER_MINUTES', 'SIMULATOR_ACCEPT_TIMEOUT_SCALE'])
      expect(readme, name).toContain(`\`${name}\``);
  });
});
