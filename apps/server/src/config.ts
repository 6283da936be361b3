import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfiguredAcceptTimeouts } from '@comptoir/domain';
import { DATA_KEY_BYTES, parseDataKey } from './lib/data-encryption';
import { LOG_LEVELS } from './lib/logger';
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
  /** How often each restaurant's status is read from its platform (docs/platforms.md#store-status); null: never. */
  platformStatusCheckEveryMs: number | null;
  /** Demo mode: multiplies the platforms' accept timeouts the simulator enforces (docs/orders.md#accept-deadline). */
  simulatorAcceptTimeoutScale: number;
  /**
   * Accept timeouts of the platforms that publish none (JUST_EAT_ACCEPT_TIMEOUT_SECONDS, GLOVO_ACCEPT_TIMEOUT_SECONDS);
   * one left unset is unknown: no countdown (docs/orders.md#accept-deadline).
   */
  acceptTimeouts: ConfiguredAcceptTimeouts;
  /** `smtp://` or `smtps://` server that sends the e-mail; unset: each e-mail is written to DATA_DIR/outbox/. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /**
   * Applications' webhook addresses may resolve to loopback or private networks (demo and tests, where the receiver
   * runs beside Comptoir); off in production, so an integrator cannot make Comptoir call inside its network.
   */
  webhooksToPrivateNetworks: boolean;
  /** METRICS_TOKEN: /metrics then needs it as a bearer token; unset, /metrics answers this host only. */
  metricsToken?: string;
  /**
   * Uber's authorize page for "Connect with Uber" (UBER_EATS_AUTHORIZE_URL; docs/platforms.md#connecting-uber-eats):
   * Uber's own, or the simulator's on this server in demo mode.
   */
  uberEatsAuthorizeUrl: string;
};

/** A variable with a value Comptoir cannot use: main.ts prints the message, which starts with the variable's name. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** How this process reaches its own HTTP server (the demo simulator and demo printers call it as outsiders would). */
export function ownBaseUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host}:${config.port}`;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = parseServiceUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const demo = parseFlag('DEMO', env.DEMO, databaseUrl === undefined);
  if (env.LOG_LEVEL && !LOG_LEVELS.some((level) => level === env.LOG_LEVEL))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, `http://${host}:${port}`);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl: parseServiceUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || defaultRedisPrefix(databaseUrl ?? dataDir),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    publicUrl,
    demo,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET || readOrCreateSecret(dataDir, 'jwt-secret', 48)),
    dataKey: forVariable('DATA_KEY', () =>
      parseDataKey(env.DATA_KEY || readOrCreateSecret(dataDir, 'data-key', DATA_KEY_BYTES)),
    ),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    trustProxy: parseFlag('TRUST_PROXY', env.TRUST_PROXY, false),
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    platforms: loadPlatformConnections(env, { dataDir, demo, host, port }),
    simulatorOrderEveryMs: parseMinutes('SIMULATOR_ORDER_MINUTES', env.SIMULATOR_ORDER_MINUTES, 3),
    platformStatusCheckEveryMs: parseMinutes('PLATFORM_STATUS_CHECK_MINUTES', env.PLATFORM_STATUS_CHECK_MINUTES, 10),
    simulatorAcceptTimeoutScale: parseScale('SIMULATOR_ACCEPT_TIMEOUT_SCALE', env.SIMULATOR_ACCEPT_TIMEOUT_SCALE),
    acceptTimeouts: parseAcceptTimeouts(env),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Comptoir <no-reply@comptoir.localhost>',
    webhooksToPrivateNetworks: parseFlag('WEBHOOKS_TO_PRIVATE_NETWORKS', env.WEBHOOKS_TO_PRIVATE_NETWORKS, demo),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    uberEatsAuthorizeUrl: parseHttpUrl(
      'UBER_EATS_AUTHORIZE_URL',
      env.UBER_EATS_AUTHORIZE_URL ||
        (demo ? `${publicUrl}/simulator/uber-eats/oauth/v2/authorize` : UBER_AUTHORIZE_URL),
    ),
  };
}

const UBER_AUTHORIZE_URL = 'https://auth.uber.com/oauth/v2/authorize';

// An address a browser is sent to: anything else would leave the owner on an error page.
function parseHttpUrl(variable: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new ConfigError(variable, `must be an http(s) address, got "${value}"`);
  return value;
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
        throw new ConfigError('CORS_ORIGINS', `must list origins like https://pos.example.com, got "${item}"`);
      return origin;
    });
}

function parsePublicUrl(value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new ConfigError('PUBLIC_URL', `must be an http(s) address, got "${url}"`);
  return url.replace(/\/+$/, '');
}

// The password may be in it, so the error names only what was expected.
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^smtps?:$/.test(new URL(value).protocol))
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// address');
  return value;
}

function parseMinutes(variable: string, value: string | undefined, fallback: number): number | null {
  const minutes = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new ConfigError(variable, `must be a number of minutes, got "${value}"`);
  return minutes === 0 ? null : minutes * 60_000;
}

function parseScale(variable: string, value: string | undefined): number {
  const scale = value === undefined || value === '' ? 1 : Number(value);
  if (!Number.isFinite(scale) || scale < 0) throw new ConfigError(variable, `must be a number from 0, got "${value}"`);
  return scale;
}

function parseAcceptTimeouts(env: Env): ConfiguredAcceptTimeouts {
  const justEat = parseTimeoutSeconds('JUST_EAT_ACCEPT_TIMEOUT_SECONDS', env.JUST_EAT_ACCEPT_TIMEOUT_SECONDS);
  const glovo = parseTimeoutSeconds('GLOVO_ACCEPT_TIMEOUT_SECONDS', env.GLOVO_ACCEPT_TIMEOUT_SECONDS);
  return {
    ...(justEat === undefined ? {} : { PLATFORM_JUST_EAT: justEat }),
    ...(glovo === undefined ? {} : { PLATFORM_GLOVO: glovo }),
  };
}

function parseTimeoutSeconds(variable: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 3_600)
    throw new ConfigError(variable, `must be a whole number of seconds from 60 to 3600, got "${value}"`);
  return seconds;
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError('PORT', `must be a port number (0 to 65535), got "${value}"`);
  return port;
}

function parseFlag(variable: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(variable, `must be 0 or 1, got "${value}"`);
}

// Only the scheme and host are named back: the rest may hold a password.
function parseServiceUrl(variable: string, value: string | undefined, protocols: string[]): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !protocols.includes(url.protocol))
    throw new ConfigError(variable, `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} address`);
  return value;
}

// A guessable token would hand the business figures out: at least 16 characters.
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.trim().length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
  return value.trim();
}

function forVariable<T>(variable: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError || !(error instanceof Error)) throw error;
    throw new ConfigError(variable, error.message.replace(new RegExp(`^${variable} `), ''));
  }
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
