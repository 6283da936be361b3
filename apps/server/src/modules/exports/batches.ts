/** Rows read per statement: enough to keep round trips few, small enough that a batch weighs little in memory. */
const EXPORT_BATCH_SIZE = 2_000;

/**
 * Reads a query in keyset batches (each batch starts after the last key of the one before) and hands each to
 * `write`, until the query runs dry or `write` answers false (the client went away).
 */
export async function forEachBatch<Row, Key>(
  load: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  write: (rows: readonly Row[]) => Promise<boolean>,
  batchSize: number = EXPORT_BATCH_SIZE,
): Promise<void> {
  let after: Key | null = null;
  for (;;) {
    const rows = await load(after, batchSize);
    const last = rows.at(-1);
    if (last === undefined || !(await write(rows)) || rows.length < batchSize) return;
    after = keyOf(last);
  }
}
