import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { commitRow, DATE_TIME_FORMAT, moneyFormat } from './xlsx-formats';
import { createXlsxStream } from './xlsx-stream';

type Row = Record<string, unknown>;

/** A table sheet written row by row, read back as every data cell's value and shown format. */
async function writtenCells(rows: readonly Row[], write: (sheet: ExcelJS.Worksheet, row: Row) => void) {
  const xlsx = createXlsxStream();
  const file = new Response(xlsx.body).arrayBuffer();
  const sheet = xlsx.addSheet('Orders');
  sheet.columns = [
    { header: 'Date', key: 'date', style: { numFmt: DATE_TIME_FORMAT } },
    { header: 'Total', key: 'total', style: { numFmt: moneyFormat('EUR') } },
    { header: 'Note', key: 'note' },
  ];
  for (const row of rows) write(sheet, row);
  sheet.commit();
  await xlsx.workbook.commit();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file);
  const cells: { address: string; value: unknown; numFmt: string | undefined }[] = [];
  workbook.getWorksheet('Orders')?.eachRow((row, number) => {
    if (number > 1)
      row.eachCell((cell) => cells.push({ address: cell.address, value: cell.value, numFmt: cell.numFmt }));
  });
  return cells;
}

describe('a table row written with its columns’ shared styles', () => {
  it('shows every cell as exceljs’s own row writer does, a date in a column without a format included', async () => {
    const at = new Date('2026-12-07T18:30:00Z');
    // The Note column holds text, numbers and a date: each type keeps the format exceljs gives it.
    const rows: Row[] = [
      { date: at, total: 12.5, note: 'first' },
      { date: null, total: 0, note: 3 },
      { date: at, total: -4.2, note: at },
      { date: at, total: 1234.56, note: 'last' },
    ];
    const expected = await writtenCells(rows, (sheet, row) => sheet.addRow(row).commit());
    const shared = await writtenCells(rows, commitRow);
    expect(shared).toEqual(expected);
    expect(shared).toContainEqual({ address: 'B2', value: 12.5, numFmt: '#,##0.00 "€"' });
    expect(shared).toContainEqual({ address: 'C4', value: at, numFmt: 'mm-dd-yy' });
  });
});
