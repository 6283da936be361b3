import ExcelJS from 'exceljs';

/** What a cell of a table sheet holds; undefined leaves the cell out, as exceljs's addRow does. */
export type TableCell = string | number | Date | null | undefined;

/**
 * The parts of exceljs 4.4's streaming sheet that rows are written through: the sheet's XML stream, whether its data
 * was opened, the first row number not yet written, and the workbook's style registry.
 */
type StreamedSheet = ExcelJS.Worksheet & {
  stream: { write(xml: string): unknown };
  startedData: boolean;
  _rowZero: number;
  workbook: { styles: { addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number } };
};

type TableColumn = {
  key: string;
  number: number;
  /** `<c r="B`: a cell of the column up to its row number. */
  opening: string;
  style: Partial<ExcelJS.Style>;
  /** What follows the row number in a cell of each value type, up to the value: `" s="3"><v>`. */
  middles: Map<ExcelJS.ValueType, string>;
};

const tables = new WeakMap<ExcelJS.Worksheet, TableColumn[]>();

function tableColumns(sheet: ExcelJS.Worksheet): TableColumn[] {
  let columns = tables.get(sheet);
  if (!columns) {
    columns = sheet.columns.flatMap(({ key, number, letter, style }) =>
      key && number && letter
        ? [{ key, number, opening: `<c r="${letter}`, style: style ?? {}, middles: new Map() }]
        : [],
    );
    tables.set(sheet, columns);
  }
  return columns;
}

// A cell's style is its column's, and exceljs gives a cell of a column without a number format one by its value's
// type (General for a number, mm-dd-yy for a date): the id is asked once per column and type, each time of a fresh
// copy, as exceljs remembers ids by style object. An empty cell is written only with a style other than the default.
function middle(sheet: StreamedSheet, column: TableColumn, type: ExcelJS.ValueType): string {
  let text = column.middles.get(type);
  if (text === undefined) {
    const id = sheet.workbook.styles.addStyleModel({ ...column.style }, type);
    const style = id ? ` s="${id}"` : '';
    if (type === ExcelJS.ValueType.Null) text = style ? `"${style}/>` : '';
    else text = type === ExcelJS.ValueType.String ? `"${style} t="str"><v>` : `"${style}><v>`;
    column.middles.set(type, text);
  }
  return text;
}

// exceljs's xmlEncode: the five XML entities, and the control characters XML forbids (all but tab, newline and
// carriage return) dropped.
// eslint-disable-next-line no-control-regex -- those characters are what it looks for
const TO_ENCODE = /["&'<>\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };
// Tested first: most texts need nothing, and a replace that finds nothing takes three times as long as the test.
const HAS_TO_ENCODE = new RegExp(TO_ENCODE.source);
const xmlText = (text: string) =>
  HAS_TO_ENCODE.test(text) ? text.replace(TO_ENCODE, (character) => ENTITIES[character] ?? '') : text;

// String(number) keeps each result in V8's number-to-string cache, which outlives young-generation collections: the
// amounts, dates and row numbers of an export, nearly all distinct, were promoted by the thousand and the old
// generation grew by 300 bytes a row. JSON.stringify writes the same text for a finite number without the cache.
const numberText = (value: number) => (Number.isFinite(value) ? JSON.stringify(value) : String(value));

// Excel's serial day of an instant, as exceljs computes it (1900 date system).
const excelDay = (date: Date) => 25569 + date.getTime() / 86_400_000;

/** The cell's XML as exceljs's row writer renders it (without shared strings), '' for an empty cell it leaves out. */
function cellXml(sheet: StreamedSheet, column: TableColumn, row: string, value: TableCell): string {
  if (value === null || value === undefined) {
    const empty = middle(sheet, column, ExcelJS.ValueType.Null);
    return empty && column.opening + row + empty;
  }
  if (typeof value === 'string')
    return column.opening + row + middle(sheet, column, ExcelJS.ValueType.String) + xmlText(value) + '</v></c>';
  if (typeof value === 'number')
    return column.opening + row + middle(sheet, column, ExcelJS.ValueType.Number) + numberText(value) + '</v></c>';
  return (
    column.opening + row + middle(sheet, column, ExcelJS.ValueType.Date) + numberText(excelDay(value)) + '</v></c>'
  );
}

/**
 * Adds one row of a table sheet under its columns' keys and writes it out. exceljs builds a row, a cell and a value
 * object per cell, copies the column's style into each and renders them through its XML writer: 30 kB of garbage per
 * order row, so that a batch of orders outlived young-generation collections and was promoted to the old generation.
 * The row's XML is written here as exceljs writes it, the same bytes, once exceljs has opened the sheet's data with its
 * header row (docs/api.md#exports).
 */
export function commitRow(sheet: ExcelJS.Worksheet, values: Readonly<Record<string, TableCell>>): void {
  const streamed = sheet as StreamedSheet;
  sheet.lastRow?.commit();
  if (!streamed.startedData) {
    sheet.addRow(values).commit();
    return;
  }
  const number = streamed._rowZero;
  const row = numberText(number);
  let cells = '';
  let first = 0;
  let last = 0;
  let hasValue = false;
  for (const column of tableColumns(sheet)) {
    const value = values[column.key];
    if (value === undefined) continue;
    if (first === 0) first = column.number;
    last = column.number;
    hasValue ||= value !== null;
    cells += cellXml(streamed, column, row, value);
  }
  // exceljs skips a row without a value, its number spent all the same.
  if (hasValue) streamed.stream.write(`<row r="${row}" spans="${first}:${last}" x14ac:dyDescent="0.25">${cells}</row>`);
  streamed._rowZero = number + 1;
}
