import { escapeText } from '../tickets/receiptline-text';

/** The ReceiptLine document of a printer's test page: its label and the time, so the page proves this printer polls. */
export function buildTestPageDocument(printerLabel: string, at: Date, timezone: string): string {
  const time = new Intl.DateTimeFormat('fr-FR', { timeZone: timezone, dateStyle: 'short', timeStyle: 'medium' }).format(
    at,
  );
  return [
    '^^^Comptoir',
    '',
    `^^${escapeText(printerLabel)}`,
    `|${escapeText(time)}`,
    '',
    '"Test CloudPRNT : OK"',
    '',
  ].join('\n');
}
