import type ExcelJS from 'exceljs';
import type { ExportFilterFacts } from './export-filter-facts';
import type { ExportFilter } from './export-token';
import { DATE_FORMAT, dayCell } from './xlsx-formats';
import type { XlsxStream } from './xlsx-stream';

const PERIOD_LABELS = { day: 'Day', week: 'Week', month: 'Month', year: 'Year', custom: 'Custom range' } as const;

type SummaryValue = { value: number; numFmt?: string };
export type SummaryFigures = {
  header: readonly string[];
  rows: readonly { label: string; values: readonly SummaryValue[] }[];
};

/**
 * The first sheet of every export: what the file holds (report, period, stores, platforms) and its figures, so that a
 * file forwarded to an accountant still says what it is.
 */
export function writeSummarySheet(
  xlsx: XlsxStream,
  report: { title: string; filter: ExportFilter; facts: ExportFilterFacts },
  figures: SummaryFigures,
): void {
  const { title, filter, facts } = report;
  const sheet = xlsx.addSheet('Summary');
  sheet.getColumn(1).width = 32;
  for (let column = 2; column <= Math.max(2, figures.header.length); column += 1) sheet.getColumn(column).width = 18;
  const add = (cells: ExcelJS.CellValue[], numFmts: readonly (string | undefined)[] = [], bold = false) => {
    const row = sheet.addRow(cells);
    row.font = { bold };
    numFmts.forEach((numFmt, index) => {
      if (numFmt) row.getCell(index + 2).numFmt = numFmt;
    });
    row.getCell(1).font = { bold: true };
    row.commit();
  };
  const row = sheet.addRow([title]);
  row.font = { bold: true, size: 14 };
  row.commit();
  add(['Period', PERIOD_LABELS[filter.period]]);
  add(['From', dayCell(filter.fromDate)], [DATE_FORMAT]);
  add(['To', dayCell(filter.toDate)], [DATE_FORMAT]);
  add(['Restaurants', facts.stores.length > 0 ? facts.stores.join(', ') : 'All restaurants']);
  add(['Platforms', facts.platforms.length > 0 ? facts.platforms.join(', ') : 'All platforms']);
  if (facts.company !== null) add(['Company', facts.company]);
  add([]);
  add([...figures.header], [], true);
  for (const figure of figures.rows) {
    add(
      [figure.label, ...figure.values.map((cell) => cell.value)],
      figure.values.map((cell) => cell.numFmt),
    );
  }
  sheet.commit();
}
