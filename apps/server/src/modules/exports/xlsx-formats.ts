import { toMajor } from '@comptoir/domain';
import type ExcelJS from 'exceljs';

// Real Excel dates (they sort and filter), shown day first as docs/dates.md writes every date.
export const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';
export const DATE_FORMAT = 'dd-mm-yyyy';
export const PERCENT_FORMAT = '0.##" %"';

/** An Excel number format showing major units with the currency's symbol, e.g. `#,##0.00 "€"`. */
export function moneyFormat(currency: string): string {
  const symbol =
    new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return `#,##0.00 "${symbol.replaceAll('"', '')}"`;
}

/** The cell value of an amount: major units, exactly minor / 100 (the cell format shows the currency). */
export function moneyCell(minor: number): number {
  return toMajor(minor);
}

/**
 * Excel dates carry no time zone and exceljs writes a Date as its UTC wall clock: a local wall clock read from SQL
 * ('YYYY-MM-DDTHH:MI:SS' in the restaurant's zone) is therefore handed over as if it were UTC, so the cell shows it.
 */
export function wallClockCell(localText: string | null): Date | null {
  return localText === null ? null : new Date(`${localText}Z`);
}

export function dayCell(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Bold header row, as the first row of every table sheet. */
export function styleHeader(sheet: ExcelJS.Worksheet): void {
  sheet.getRow(1).font = { bold: true };
}
