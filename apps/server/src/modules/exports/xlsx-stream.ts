import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
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

// exceljs hands a sheet's XML to the zip's compressor without waiting (its StreamBuf ignores write's answer), so when
// the compressor is behind, a year of rows piles up in front of it: 200 MB for 250,000 orders. The compressor's input
// is reached through the sheet's stream and waited for as the response is (docs/api.md#exports). It is a stream of the
// readable-stream package, which has no `writableNeedDrain`: its state says whether a writer should wait.
type CompressorInput = Writable & { _writableState?: { needDrain?: boolean } };
type SheetStream = { stream?: { pipes?: CompressorInput[] } };

function busyCompressor(sheet: ExcelJS.Worksheet | undefined): CompressorInput | undefined {
  return (sheet as SheetStream | undefined)?.stream?.pipes?.find(
    (pipe) => !pipe.destroyed && (pipe.writableNeedDrain || pipe._writableState?.needDrain === true),
  );
}

/**
 * Resolves once `stream` can take more, or once the download is over: the client went away, which destroys it with an
 * error that the writer learns from isClosed(), not from here.
 */
async function drained(stream: Writable, download: Writable = stream): Promise<void> {
  const done = new AbortController();
  await Promise.race([
    once(stream, 'drain', { signal: done.signal }),
    once(download, 'close', { signal: done.signal }),
  ]).catch(() => undefined);
  done.abort();
}

/**
 * A workbook written straight to the response: rows are committed as they come and never held together in memory,
 * so a year of a restaurant group streams in the memory of one batch.
 */
export function createXlsxStream(): XlsxStream {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const names: string[] = [];
  let lastSheet: ExcelJS.Worksheet | undefined;
  return {
    workbook,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
    addSheet(title) {
      const name = sheetName(title, names);
      names.push(name);
      lastSheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      return lastSheet;
    },
    async pace() {
      // Compression runs on libuv's thread pool: wait for it to take the rows written, then for the reader.
      for (let compressor = busyCompressor(lastSheet); compressor; compressor = busyCompressor(lastSheet)) {
        if (output.destroyed) return;
        await drained(compressor, output);
      }
      if (!output.writableNeedDrain || output.destroyed) return;
      await drained(output);
    },
    isClosed: () => output.destroyed,
    fail(error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}
