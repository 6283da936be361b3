import type { ValidationKey } from './validation';

/** The printer models a printer is added as (docs/printing.md#managing-printers), spelt as the API keeps them. */
export const PRINTER_BRANDS = [
  'mC-Print',
  'mPOP',
  'StarGraphic',
  'TSP100',
  'StarLine',
  'StarDotImpact',
  'EscPosMobile',
  'Epson',
  'other',
] as const;

export type PrinterBrand = (typeof PRINTER_BRANDS)[number];

export function isPrinterBrand(value: string): value is PrinterBrand {
  return (PRINTER_BRANDS as readonly string[]).includes(value);
}

/** Printer labels and custom ticket titles are at most this long. */
export const PRINTER_TEXT_MAX_LENGTH = 60;

/** A printer's label (required) or a ticket's custom title (optional), counted once trimmed. */
export function printerTextIssue(text: string, required: boolean): ValidationKey | null {
  const trimmed = text.trim();
  if (required && trimmed === '') return 'field_required';
  return trimmed.length > PRINTER_TEXT_MAX_LENGTH ? 'text_too_long' : null;
}
export const PRINTER_COPIES_MAX = 10;

/**
 * A MAC address as printers report it to CloudPRNT (`00:11:62:1a:2b:3c`), from any usual spelling (upper case,
 * dashes, dots, no separators); null when it is not six bytes.
 */
export function normalizeMac(input: string): string | null {
  const hex = input
    .trim()
    .toLowerCase()
    .replace(/[\s:.-]/g, '');
  if (!/^[0-9a-f]{12}$/.test(hex)) return null;
  return hex.match(/../g)?.join(':') ?? null;
}

export type PrinterStatusIssue = 'paperOut' | 'paperJam' | 'coverOpen' | 'paperLow';

// Star CloudPRNT status codes: 211 paper low, 410 paper out, 411 jam, 420 cover open.
const STATUS_ISSUES: ReadonlyMap<string, PrinterStatusIssue> = new Map([
  ['211', 'paperLow'],
  ['410', 'paperOut'],
  ['411', 'paperJam'],
  ['420', 'coverOpen'],
]);

/** What a printer's last reported status (`410 Paper Out`, URL-encoded or not) says is wrong, or null. */
export function printerStatusIssue(status: string | null | undefined): PrinterStatusIssue | null {
  const code = /^\s*(\d{3})/.exec(status?.replace(/%20/gi, ' ') ?? '')?.[1];
  return code === undefined ? null : (STATUS_ISSUES.get(code) ?? null);
}
