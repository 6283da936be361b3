import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createXlsxStream, type XlsxStream } from './xlsx-stream';

function addBatch(xlsx: XlsxStream, sheet: ReturnType<XlsxStream['addSheet']>, batch: number): void {
  for (let index = 0; index < 2_000; index += 1) {
    sheet
      .addRow([`order ${batch}-${index}`, Math.random(), `${Math.random()} ${Math.random()} ${Math.random()}`])
      .commit();
  }
}

async function settles(promise: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);
}

describe('the streamed workbook', () => {
  it('holds the writer back while nobody reads the file, and lets it go on once it is read', async () => {
    const xlsx = createXlsxStream();
    const sheet = xlsx.addSheet('Orders');
    let held: Promise<void> | null = null;
    for (let batch = 0; batch < 200 && held === null; batch += 1) {
      addBatch(xlsx, sheet, batch);
      const pace = xlsx.pace();
      if (!(await settles(pace, 300))) held = pace;
    }
    expect(held).not.toBeNull();
    const reader = xlsx.body.getReader();
    const reading = (async () => {
      for (;;) if ((await reader.read()).done) return;
    })();
    await held;
    sheet.commit();
    await xlsx.workbook.commit();
    await reading;
  }, 60_000);

  // Otherwise the rows pile up in the server, in front of the compressor, and the file arrives at the very end.
  it('sends the file while the rows are written, the writer waiting for the compressor', async () => {
    const xlsx = createXlsxStream();
    const sheet = xlsx.addSheet('Orders');
    let received = 0;
    const reading = (async () => {
      for await (const chunk of xlsx.body) received += chunk.byteLength;
    })();
    const BATCHES = 20;
    let halfway = 0;
    for (let batch = 0; batch < BATCHES; batch += 1) {
      addBatch(xlsx, sheet, batch);
      await xlsx.pace();
      if (batch === BATCHES / 2 - 1) halfway = received;
    }
    sheet.commit();
    await xlsx.workbook.commit();
    await reading;
    // Half of the rows written: about half of the file received (it was under 3 % when nothing waited).
    expect(halfway / received).toBeGreaterThan(0.25);
  }, 60_000);

  it('tells the writer when the client went away, and stops holding it back', async () => {
    const xlsx = createXlsxStream();
    const sheet = xlsx.addSheet('Orders');
    addBatch(xlsx, sheet, 0);
    const held = xlsx.pace();
    expect(xlsx.isClosed()).toBe(false);
    await xlsx.body.cancel();
    expect(xlsx.isClosed()).toBe(true);
    expect(await settles(held, 1_000)).toBe(true);
    expect(await settles(xlsx.pace(), 1_000)).toBe(true);
  });
});
