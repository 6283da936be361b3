import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jsonResponse } from './responses';

const HEALTH_TIMEOUT_MS = 2_000;

// "ok" only once the database answers: a load balancer must not send traffic to a server that cannot serve it.
export async function checkHealth(db: Db): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return jsonResponse(200, { status: 'ok' }, { 'cache-control': 'no-store' });
  } catch {
    return jsonResponse(503, { status: 'unavailable' }, { 'cache-control': 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}
