import type { Database } from '../db/client';

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type Queryable = { query: QueryFn };

/** Runs `action` and returns the SQL statements both drivers sent meanwhile (Drizzle calls `$client.query`). */
export async function captureStatements(database: Database, action: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client?: Queryable }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('The Drizzle client exposes no query function');
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text));
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}
