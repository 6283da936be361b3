import { ConfigError } from '../config';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';

const DEFAULT_PORTS: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
  'rediss:': 6379,
};

/** The host and port a DATABASE_URL or REDIS_URL names, its scheme's port when it names none. */
export function serviceAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port) || (DEFAULT_PORTS[parsed.protocol] ?? 0),
  };
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A service named by `variable` that could not be reached at start-up, said in one line without the URL's password:
 * `DATABASE_URL: cannot connect to 127.0.0.1:5999 (ECONNREFUSED)`.
 */
export function unreachable(variable: string, url: string, error: unknown): ConfigError {
  const { host, port } = serviceAddress(url);
  const where = `${host || 'localhost'}:${port}`;
  const code = errorCode(error);
  const reason = code ?? (error instanceof Error ? error.message : 'unknown error');
  return new ConfigError(variable, `cannot connect to ${where} (${reason})`);
}

/** Ends a start that cannot go on: a configuration error is one line on stderr, anything else is logged in full. */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof ConfigError) {
    logger.fatal({ variable: error.variable }, error.message);
    process.stderr.write(`Comptoir cannot start: ${error.message}\n`);
  } else {
    logger.fatal({ error: describeError(error) }, 'Comptoir could not start');
    process.stderr.write(`Comptoir could not start: ${describeError(error).split('\n')[0] ?? ''}\n`);
  }
  process.exit(1);
}
