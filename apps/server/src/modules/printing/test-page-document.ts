import { formatInstant } from '@comptoir/domain';
import { escapeText } from '../tickets';

/** The ReceiptLine document of a printer's test page: its label and the time, so the page proves this printer polls. */
export function buildTestPageDocument(printerLabel: string, at: Date, timezone: string): string {
  const time = formatInstant(at, 'dateTime', 'fr', timezone);
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
