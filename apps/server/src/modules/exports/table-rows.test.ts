import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { commitRow, type TableCell } from './table-rows';
import { zipEntries } from './testing/zip-entries';
import { DATE_TIME_FORMAT, moneyFormat, styleHeader } from './xlsx-formats';
import { createXlsxStream } from './xlsx-stream';

type Row = Record<string, TableCell>;
type WriteRow = (sheet: ExcelJS.Worksheet, row: Row) => void;

const exceljsRow: WriteRow = (sheet, row) => sheet.addRow(row).commit();

/** A table sheet with a bold header, written row by row: the file's bytes. */
async function writtenFile(rows: readonly Row[], write: WriteRow): Promise<ArrayBuffer> {
  const xlsx = createXlsxStream();
  const file = new Response(xlsx.body).arrayBuffer();
  const sheet = xlsx.addSheet('Orders');
  sheet.columns = [
    { header: 'Date', key: 'date', style: { numFmt: DATE_TIME_FORMAT } },
    { header: 'Total', key: 'total', style: { numFmt: moneyFormat('EUR') } },
    { header: 'Note', key: 'note' },
  ];
  styleHeader(sheet);
  for (const row of rows) write(sheet, row);
  sheet.commit();
  await xlsx.workbook.commit();
  return file;
}

/** Every data cell's value and shown format, as exceljs reads the file back. */
async function readCells(file: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const cells: { address: string; value: unknown; numFmt: string | undefined }[] = [];
  workbook.getWorksheet('Orders')?.eachRow((row, number) => {
    if (number > 1)
      row.eachCell((cell) => cells.push({ address: cell.address, value: cell.value, numFmt: cell.numFmt }));
  });
  return cells;
}

describe('a table row written as XML', () => {
  const at = new Date('2026-12-07T18:30:00Z');

  it('shows every cell as exceljs’s own row writer does, a date in a column without a format included', async () => {
    // The Note column holds text, numbers and a date: each type keeps the format exceljs gives it.
    const rows: Row[] = [
      { date: at, total: 12.5, note: 'first' },
      { date: null, total: 0, note: 3 },
      { date: at, total: -4.2, note: at },
      { date: at, total: 1234.56, note: 'last' },
    ];
    const shared = await readCells(await writtenFile(rows, commitRow));
    expect(shared).toEqual(await readCells(await writtenFile(rows, exceljsRow)));
    expect(shared).toContainEqual({ address: 'B2', value: 12.5, numFmt: '#,##0.00 "€"' });
    expect(shared).toContainEqual({ address: 'C4', value: at, numFmt: 'mm-dd-yy' });
  });

  it('writes the sheet and its styles exceljs writes, byte for byte', async () => {
    const rows: Row[] = [
      { date: at, total: 0.1 + 0.2, note: 'Fish & "chips" <x> it\'s\u0001\u001f\ttab\r\nline' },
      { date: null, total: -0, note: null },
      { total: 1e21, note: 'Crème brûlée, 🍔' },
      // No value: exceljs writes nothing, and the row's number is spent.
      { date: null, total: null },
      { date: new Date('1999-12-31T23:59:59.999Z'), note: -1234.5678 },
      { note: new Date('2026-01-01T00:00:00Z') },
    ];
    // The last row goes through exceljs in both files: the sheets number their rows alike.
    const rowsThen =
      (write: WriteRow): WriteRow =>
      (sheet, row) =>
        (row === rows.at(-1) ? exceljsRow : write)(sheet, row);
    const parts = zipEntries(Buffer.from(await writtenFile(rows, rowsThen(commitRow))));
    const expected = zipEntries(Buffer.from(await writtenFile(rows, exceljsRow)));
    expect(parts.get('xl/worksheets/sheet1.xml')).toBe(expected.get('xl/worksheets/sheet1.xml'));
    expect(parts.get('xl/styles.xml')).toBe(expected.get('xl/styles.xml'));
    expect(parts.get('xl/worksheets/sheet1.xml')).toContain('<row r="7" ');
  });
});
