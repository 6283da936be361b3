import { describe, expect, it } from 'vitest';
import { forEachBatch } from './batches';

const ROWS = Array.from({ length: 10 }, (_, index) => index + 1);

/**
 * A keyset query over ROWS that logs each read by the key it starts after. Like a query builder, it runs its statement
 * each time it is awaited.
 */
function numbers(log: string[], failAfter?: number) {
  return (after: number | null, limit: number): Promise<number[]> => {
    const run = async () => {
      log.push(`read after ${after ?? 'start'}`);
      if (after !== null && after === failAfter) throw new Error('the database went away');
      return ROWS.filter((row) => row > (after ?? 0)).slice(0, limit);
    };
    const query: PromiseLike<number[]> & Pick<Promise<number[]>, 'catch'> = {
      then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected),
      catch: (onRejected) => run().catch(onRejected),
    };
    return query as Promise<number[]>;
  };
}

describe('reading an export in batches', () => {
  it('hands every row once, in order, reading the next batch while one is written', async () => {
    const log: string[] = [];
    await forEachBatch(
      numbers(log),
      (row) => row,
      async (rows) => {
        log.push(`write ${rows.join(',')}`);
        return true;
      },
      4,
    );
    expect(log).toEqual([
      'read after start',
      'read after 4',
      'write 1,2,3,4',
      'read after 8',
      'write 5,6,7,8',
      'write 9,10',
    ]);
  });

  it('stops once the client went away, and drops the batch read ahead even when its read fails', async () => {
    const log: string[] = [];
    const written: number[][] = [];
    await forEachBatch(
      numbers(log, 4),
      (row) => row,
      async (rows) => {
        written.push([...rows]);
        return false;
      },
      4,
    );
    expect(written).toEqual([[1, 2, 3, 4]]);
    expect(log).toEqual(['read after start', 'read after 4']);
  });

  it('reports a failed write, and a failed read of a batch it needs', async () => {
    const failingWrite = forEachBatch(
      numbers([]),
      (row) => row,
      async () => {
        throw new Error('the disk is full');
      },
      4,
    );
    await expect(failingWrite).rejects.toThrow('the disk is full');
    const failingRead = forEachBatch(
      numbers([], 4),
      (row) => row,
      async () => true,
      4,
    );
    await expect(failingRead).rejects.toThrow('the database went away');
  });
});
