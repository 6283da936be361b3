import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_KEY_BYTES, parseDataKey } from './lib/data-encryption';
import { loadPlatformConnections, type PlatformConnections } from './platforms/platform-config';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Starts every Redis channel and key, so deployments sharing one Redis stay apart (pub/sub ignores the db number).
   */
  redisPrefix: string;
  /** Origins a browser may call the API from besides Comptoir's own; empty: same origin only. */
  corsOrigins: string[];
  /** The address people (links in e-mails) and printers reach Comptoir at, without a trailing slash. */
  publicUrl: string;
  demo: boolean;
  jwtSecret: Uint8Array;
  /** AES-256-GCM key of the values encrypted at rest, such as the IBAN (docs/accounts.md#billing). */
  dataKey: Uint8Array;
  /** Header set by a trusted proxy with the visitor's ISO country (e.g. `cf-ipcountry`); unset → local IP lookup. */
  countryHeader: string | undefined;
  /** Read the client address from `x-forwarded-for` (only behind a proxy that sets it). */
  trustProxy: boolean;
  webDistDir: string;
  /** Per platform: webhook secret and partner-API base URL and credentials (the simulator in demo mode). */
  platforms: PlatformConnections;
  /** Demo mode: the simulator places an order on a random demo restaurant this often; null: never. */
  simulatorOrderEveryMs: number | null;
  /** `smtp://` or `smtps://` server that sends the e-mail; unset: each e-mail is written to DATA_DIR/outbox/. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /**
   * Applications' webhook addresses may resolve to loopback or private networks (demo and tests, where the receiver
   * runs beside Comptoir); off in production, so an integrator cannot make Comptoir call inside its network.
   */
  webhooksToPrivateNetworks: boolean;
};

type Env = Record<string, string | undefined>;

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** How this process reaches its own HTTP server (the demo simulator and demo printers call it as outsiders would). */
export function ownBaseUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host}:${config.port}`;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const demo = parseFlag(env.DEMO, databaseUrl === undefined);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || defaultRedisPrefix(databaseUrl ?? dataDir),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, `http://${host}:${port}`),
    demo,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET || readOrCreateSecret(dataDir, 'jwt-secret', 48)),
    dataKey: parseDataKey(env.DATA_KEY || readOrCreateSecret(dataDir, 'data-key', DATA_KEY_BYTES)),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    trustProxy: parseFlag(env.TRUST_PROXY, false),
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    platforms: loadPlatformConnections(env, { dataDir, demo, host, port }),
    simulatorOrderEveryMs: parseMinutes(env.SIMULATOR_ORDER_MINUTES, 3),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Comptoir <no-reply@comptoir.localhost>',
    webhooksToPrivateNetworks: parseFlag(env.WEBHOOKS_TO_PRIVATE_NETWORKS, demo),
  };
}

// One deployment is one database: its URL (or the embedded database's directory) tells deployments apart.
function defaultRedisPrefix(database: string): string {
  return `comptoir:${createHash('sha256').update(database).digest('hex').slice(0, 12)}:`;
}

// A browser sends its origin as scheme://host[:port], so 'https://pos.example.com/' must become exactly that to match.
function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = URL.canParse(item) ? new URL(item).origin : 'null';
      if (origin === 'null')
        throw new Error(`CORS_ORIGINS must list origins like https://pos.example.com, got "${item}"`);
      return origin;
    });
}

function parsePublicUrl(value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${url}"`);
  return url.replace(/\/+$/, '');
}

// The password may be in it, so the error names only what was expected.
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^smtps?:$/.test(new URL(value).protocol))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  return value;
}

function parseMinutes(value: string | undefined, fallback: number): number | null {
  const minutes = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) throw new Error(`Expected a number of minutes, got "${value}"`);
  return minutes === 0 ? null : minutes * 60_000;
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`Expected 0 or 1, got "${value}"`);
}

// Generated once so tokens (and encrypted values) survive restarts; 'wx' makes a concurrent first start keep whichever
// file won.
function readOrCreateSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!isErrnoCode(error, 'ENOENT')) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isErrnoCode(error, 'EEXIST')) throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
