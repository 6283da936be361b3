import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sheetName } from './sheet-name';

export type XlsxStream = {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  /** The file as it is written, for the HTTP response. */
  body: ReadableStream<Uint8Array>;
  /** Adds a sheet under a valid, unique name (docs/api.md#exports). */
  addSheet(title: string): ExcelJS.Worksheet;
  /** Resolves once the reader has taken what was written, so that a slow client holds rows back in the database. */
  pace(): Promise<void>;
  /** True once the client went away: writing more is wasted work. */
  isClosed(): boolean;
  /** Ends the download as failed (the client sees a broken file, never a short one that looks whole). */
  fail(error: unknown): void;
};

/**
 * A workbook written straight to the response: rows are committed as they come and never held together in memory,
 * so a year of a restaurant group streams in the memory of one batch.
 */
export function createXlsxStream(): XlsxStream {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const names: string[] = [];
  return {
    workbook,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
    addSheet(title) {
      const name = sheetName(title, names);
      names.push(name);
      return workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    },
    async pace() {
      // Compression runs on libuv's thread pool: let it catch up before the next batch, then wait for the reader.
      await new Promise((resolve) => setImmediate(resolve));
      if (!output.writableNeedDrain || output.destroyed) return;
      const done = new AbortController();
      await Promise.race([
        once(output, 'drain', { signal: done.signal }),
        once(output, 'close', { signal: done.signal }),
      ]);
      done.abort();
    },
    isClosed: () => output.destroyed,
    fail(error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}
