import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from '@comptoir/domain';

/** How Comptoir talks with one platform: the secret its webhooks are checked with, and its partner API. */
export type PlatformConnection = {
  webhookSecret: string;
  /** Partner-API base URL; calls go to `<apiUrl><path>`. Empty: no partner API configured (calls fail, recorded). */
  apiUrl: string;
  /** OAuth2 token endpoint (Uber Eats, Deliveroo); empty for platforms with a static key. */
  authUrl: string;
  clientId: string;
  /** OAuth client secret, API key or static token, whichever the platform uses. */
  clientSecret: string;
};

export type PlatformConnections = Record<PlatformCode, PlatformConnection>;

type Env = Record<string, string | undefined>;

type Source = {
  webhookSecretEnv: string | null;
  apiUrlEnv: string;
  realApiUrl: string;
  authUrlEnv?: string;
  realAuthUrl?: string;
  /** Token path under the simulator's platform root, in demo mode. */
  demoAuthPath?: string;
  clientIdEnv?: string;
  /**
   * Null: the platform authenticates API calls with the webhook secret itself (Uber's client secret, Glovo's token).
   */
  clientSecretEnv: string | null;
};

// docs/platforms.md#at-a-glance: real hosts and auth per platform. Uber signs webhooks with the app's client secret and
// Glovo uses one static token both ways, so those reuse the webhook secret for their API calls; the others fall back to
// it when their API secret is unset, which is what the simulator (one secret per platform) accepts in demo mode.
const SOURCES: Record<PlatformCode, Source> = {
  PLATFORM_UBER_EAT: {
    webhookSecretEnv: 'UBER_EATS_CLIENT_SECRET',
    apiUrlEnv: 'UBER_EATS_API_URL',
    realApiUrl: 'https://api.uber.com',
    authUrlEnv: 'UBER_EATS_AUTH_URL',
    realAuthUrl: 'https://auth.uber.com/oauth/v2/token',
    demoAuthPath: '/oauth/v2/token',
    clientIdEnv: 'UBER_EATS_CLIENT_ID',
    clientSecretEnv: null,
  },
  PLATFORM_DELIVEROO: {
    webhookSecretEnv: 'DELIVEROO_WEBHOOK_SECRET',
    apiUrlEnv: 'DELIVEROO_API_URL',
    realApiUrl: 'https://api.developers.deliveroo.com',
    authUrlEnv: 'DELIVEROO_AUTH_URL',
    realAuthUrl: 'https://auth.developers.deliveroo.com/oauth2/token',
    demoAuthPath: '/oauth2/token',
    clientIdEnv: 'DELIVEROO_CLIENT_ID',
    clientSecretEnv: 'DELIVEROO_CLIENT_SECRET',
  },
  PLATFORM_JUST_EAT: {
    webhookSecretEnv: 'JUST_EAT_WEBHOOK_KEY',
    apiUrlEnv: 'JUST_EAT_API_URL',
    realApiUrl: 'https://uk.api.just-eat.io',
    clientSecretEnv: 'JUST_EAT_API_KEY',
  },
  PLATFORM_GLOVO: {
    webhookSecretEnv: 'GLOVO_WEBHOOK_TOKEN',
    apiUrlEnv: 'GLOVO_API_URL',
    realApiUrl: 'https://api.glovoapp.com',
    clientSecretEnv: null,
  },
  // GET RESTO is Comptoir's own push API: no outside partner host unless one is configured.
  PLATFORM_GET_RESTO: {
    webhookSecretEnv: 'GET_RESTO_WEBHOOK_SECRET',
    apiUrlEnv: 'GET_RESTO_API_URL',
    realApiUrl: '',
    clientSecretEnv: null,
  },
  PLATFORM_CLICK_N_COLLECT: {
    webhookSecretEnv: null,
    apiUrlEnv: 'CLICK_N_COLLECT_API_URL',
    realApiUrl: '',
    clientSecretEnv: null,
  },
};

export type PlatformConfigOptions = { dataDir: string; demo: boolean; host: string; port: number };

export function loadPlatformConnections(env: Env, options: PlatformConfigOptions): PlatformConnections {
  const generated = readOrCreatePlatformSecrets(options.dataDir);
  const localHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const entries = PLATFORM_CODES.map((code): [PlatformCode, PlatformConnection] => {
    const source = SOURCES[code];
    const slug = PLATFORMS[code].slug;
    const simulatorUrl = slug ? `http://${localHost}:${options.port}/simulator/${slug}` : '';
    const apiUrl = trimSlash(env[source.apiUrlEnv] || (options.demo ? simulatorUrl : source.realApiUrl));
    const webhookSecret = (source.webhookSecretEnv && env[source.webhookSecretEnv]) || generated[code];
    const demoAuthUrl = source.demoAuthPath && apiUrl ? `${apiUrl}${source.demoAuthPath}` : '';
    return [
      code,
      {
        webhookSecret,
        apiUrl,
        authUrl:
          (source.authUrlEnv && env[source.authUrlEnv]) || (options.demo ? demoAuthUrl : (source.realAuthUrl ?? '')),
        clientId: (source.clientIdEnv && env[source.clientIdEnv]) || 'comptoir',
        clientSecret: (source.clientSecretEnv && env[source.clientSecretEnv]) || webhookSecret,
      },
    ];
  });
  return Object.fromEntries(entries) as PlatformConnections;
}

/** Every variable this module reads, for the README's configuration table and the config tests. */
export const PLATFORM_ENV_VARIABLES = Object.values(SOURCES).flatMap((source) =>
  [source.webhookSecretEnv, source.apiUrlEnv, source.authUrlEnv, source.clientIdEnv, source.clientSecretEnv].filter(
    (name): name is string => !!name,
  ),
);

type GeneratedSecrets = Record<PlatformCode, string>;

function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

// Generated once so platforms (and the simulator) keep verifying after a restart; 'wx' makes a concurrent first
// start keep whichever file won, like the JWT secret.
function readOrCreatePlatformSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'platform-secrets.json');
  const existing = readSecretsFile(file);
  const complete = Object.fromEntries(
    PLATFORM_CODES.map((code) => [code, existing?.[code] ?? generateSecret()]),
  ) as GeneratedSecrets;
  if (existing && PLATFORM_CODES.every((code) => existing[code])) return complete;
  mkdirSync(dataDir, { recursive: true });
  if (existing) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(complete, null, 2), { mode: 0o600 });
    renameSync(temporary, file);
    return complete;
  }
  try {
    writeFileSync(file, JSON.stringify(complete, null, 2), { flag: 'wx', mode: 0o600 });
    return complete;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    return readOrCreatePlatformSecrets(dataDir);
  }
}

function readSecretsFile(file: string): Partial<GeneratedSecrets> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
