import type ExcelJS from 'exceljs';
import type { ExportFilterFacts } from './export-filter-facts';
import type { ExportFilter } from './export-token';
import type { ExportLabels } from './labels/export-labels';
import { DATE_FORMAT, dayCell } from './xlsx-formats';
import type { XlsxStream } from './xlsx-stream';

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
  report: { title: string; filter: ExportFilter; facts: ExportFilterFacts; labels: ExportLabels },
  figures: SummaryFigures,
): void {
  const { title, filter, facts } = report;
  const words = report.labels.summary;
  const sheet = xlsx.addSheet(words.sheet);
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
  add([words.period, words.periods[filter.period]]);
  add([words.from, dayCell(filter.fromDate)], [DATE_FORMAT]);
  add([words.to, dayCell(filter.toDate)], [DATE_FORMAT]);
  add([words.restaurants, facts.stores.length > 0 ? facts.stores.join(', ') : words.allRestaurants]);
  add([words.platforms, facts.platforms.length > 0 ? facts.platforms.join(', ') : words.allPlatforms]);
  if (facts.company !== null) add([words.company, facts.company]);
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
