// Rows read per statement: enough to keep round trips few, and few enough that a batch dies young. A batch read ahead
// lives until its own rows are written, through 7 MB of garbage at 1,000 orders, less than the 12-16 MB V8 allocates
// between young-generation collections; at 2,000 it outlived two of them, was promoted to the old generation, and the
// process grew by 100 MiB before a full collection (docs/deployment.md#memory).
const EXPORT_BATCH_SIZE = 1_000;

/**
 * Reads a query in keyset batches (each batch starts after the last key of the one before) and hands each to
 * `write`, until the query runs dry or `write` answers false (the client went away). The next batch is read while
 * one is written, so the database and the workbook each keep a core busy instead of taking turns; at most two
 * batches are held at once.
 */
export async function forEachBatch<Row, Key>(
  load: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  write: (rows: readonly Row[]) => Promise<boolean>,
  batchSize: number = EXPORT_BATCH_SIZE,
): Promise<void> {
  let rows = await load(null, batchSize);
  for (;;) {
    const last = rows.at(-1);
    if (last === undefined) return;
    // Started now and awaited once: a query builder runs its statement each time it is awaited. A read ahead nobody
    // takes (the write failed, or the client went away) is dropped, its error with it.
    const next =
      rows.length < batchSize
        ? null
        : new Promise<Row[]>((resolve, reject) => {
            load(keyOf(last), batchSize).then(resolve, reject);
          });
    void next?.catch(() => undefined);
    if (!(await write(rows)) || next === null) return;
    rows = await next;
  }
}
