import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Lifecycle } from '../lifecycle/lifecycle';
import { jsonResponse } from './responses';

const CHECK_TIMEOUT_MS = 2_000;
const NO_STORE = { 'cache-control': 'no-store' };

type ReadinessDeps = {
  db: Db;
  lifecycle: Lifecycle;
  /** Answers when Redis does (REDIS_URL); absent without Redis. */
  pingRedis?: () => Promise<unknown>;
};

/** `GET /livez`: the process answers; nothing else is checked, so a busy database never gets the process restarted. */
export function serveLiveness(): Response {
  return jsonResponse(200, { status: 'ok' }, NO_STORE);
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in time`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /readyz`: 200 when this process should receive traffic: started (main.ts marks it ready once migrations are
 * applied and the workers run), not shutting down, database and Redis (when configured) answering; else 503 with
 * the reason.
 */
export async function serveReadiness({ db, lifecycle, pingRedis }: ReadinessDeps): Promise<Response> {
  const unavailable = (reason: string) => jsonResponse(503, { status: 'unavailable', reason }, NO_STORE);
  if (lifecycle.shuttingDown) return unavailable('shutting down');
  if (!lifecycle.ready) return unavailable('starting');
  try {
    await withTimeout(db.execute(sql`select 1`), 'the database');
  } catch {
    return unavailable('database unreachable');
  }
  if (pingRedis) {
    try {
      await withTimeout(pingRedis(), 'Redis');
    } catch {
      return unavailable('redis unreachable');
    }
  }
  return jsonResponse(200, { status: 'ok' }, NO_STORE);
}
