import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  function freshDataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'comptoir-config-'));
    dirs.push(dir);
    return join(dir, 'data');
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the documented defaults', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir, databaseUrl: undefined, demo: true });
  });

  it('turns demo data off by default with DATABASE_URL, and lets DEMO decide when set', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@h/db', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '0' }).demo).toBe(false);
  });

  it('generates the JWT secret once into DATA_DIR/jwt-secret, readable by the owner only', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('prefers JWT_SECRET and writes no file then', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment' });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('from-the-environment');
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('generates the data key once into DATA_DIR/data-key, owner-only, unless DATA_KEY gives one', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.dataKey).toHaveLength(32);
    expect(statSync(join(dataDir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).dataKey).toEqual(first.dataKey);
    const hex = 'ab'.repeat(32);
    expect(Buffer.from(loadConfig({ DATA_DIR: freshDataDir(), DATA_KEY: hex }).dataKey).toString('hex')).toBe(hex);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), DATA_KEY: 'too-short' })).toThrow('DATA_KEY: must be 32 bytes');
  });

  it('gives each database its own Redis prefix unless REDIS_PREFIX names one', () => {
    const dataDir = freshDataDir();
    const embedded = loadConfig({ DATA_DIR: dataDir }).redisPrefix;
    const other = loadConfig({ DATA_DIR: freshDataDir() }).redisPrefix;
    const postgres = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@h/db' }).redisPrefix;
    expect(embedded).toMatch(/^comptoir:/);
    expect(loadConfig({ DATA_DIR: dataDir }).redisPrefix).toBe(embedded);
    expect(new Set([embedded, other, postgres]).size).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_PREFIX: 'shop-a:' }).redisPrefix).toBe('shop-a:');
  });

  it('reads CORS_ORIGINS as a comma-separated list, empty by default', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://a.example, https://B.example:8443/' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'pos.example.com' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads PUBLIC_URL without its trailing slash, the listening address by default', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8291' }).publicUrl).toBe('http://127.0.0.1:8291');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://pos.example.com/' }).publicUrl).toBe(
      'https://pos.example.com',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'pos.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it("sends Connect with Uber to Uber's authorize page, the simulator's in demo mode, or UBER_EATS_AUTHORIZE_URL", () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/comptoir' }).uberEatsAuthorizeUrl).toBe(
      'https://auth.uber.com/oauth/v2/authorize',
    );
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '1', PUBLIC_URL: 'https://demo.example' }).uberEatsAuthorizeUrl).toBe(
      'https://demo.example/simulator/uber-eats/oauth/v2/authorize',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, UBER_EATS_AUTHORIZE_URL: 'https://sandbox-login.uber.com/oauth/v2/authorize' })
        .uberEatsAuthorizeUrl,
    ).toBe('https://sandbox-login.uber.com/oauth/v2/authorize');
    expect(() => loadConfig({ DATA_DIR: dataDir, UBER_EATS_AUTHORIZE_URL: 'auth.uber.com' })).toThrow(
      /^UBER_EATS_AUTHORIZE_URL: must be an http\(s\) address/,
    );
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), PORT: 'eighty', JWT_SECRET: 's' })).toThrow(/PORT/);
  });

  it('leaves the Just Eat and Glovo accept timeouts unknown unless configured, from 60 to 3600 seconds', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).acceptTimeouts).toEqual({});
    expect(
      loadConfig({ DATA_DIR: dataDir, JUST_EAT_ACCEPT_TIMEOUT_SECONDS: '420', GLOVO_ACCEPT_TIMEOUT_SECONDS: '' })
        .acceptTimeouts,
    ).toEqual({ PLATFORM_JUST_EAT: 420 });
    expect(loadConfig({ DATA_DIR: dataDir, GLOVO_ACCEPT_TIMEOUT_SECONDS: '60' }).acceptTimeouts).toEqual({
      PLATFORM_GLOVO: 60,
    });
    for (const value of ['59', '3601', '300.5', 'five minutes'])
      expect(() => loadConfig({ DATA_DIR: dataDir, GLOVO_ACCEPT_TIMEOUT_SECONDS: value })).toThrow(
        `GLOVO_ACCEPT_TIMEOUT_SECONDS: must be a whole number of seconds from 60 to 3600, got "${value}"`,
      );
    expect(() => loadConfig({ DATA_DIR: dataDir, JUST_EAT_ACCEPT_TIMEOUT_SECONDS: '0' })).toThrow(
      /^JUST_EAT_ACCEPT_TIMEOUT_SECONDS: /,
    );
  });
});
