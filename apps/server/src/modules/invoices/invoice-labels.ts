import { formatCalendarDay, PLATFORMS, type Lang, type PlatformCode } from '@comptoir/domain';
import { INVOICE_LABELS, type InvoiceLabels } from './labels/invoice-labels';

// An invoice is written in its company's language (docs/product.md#documents): its lines' labels once, at issue; its
// PDF's fixed words when it is printed.

export function invoiceLabels(lang: Lang): InvoiceLabels {
  return INVOICE_LABELS[lang];
}

export function serviceLabel(service: string, lang: Lang): string {
  return INVOICE_LABELS[lang].services[service] ?? service;
}

export function platformLabel(platform: PlatformCode): string {
  return PLATFORMS[platform].label;
}

/** `2026-01` → `janvier 2026`, `January 2026`… */
export function monthLabel(month: string, lang: Lang): string {
  return formatCalendarDay(`${month}-01`, 'monthYear', lang);
}

/** `1250` basis points → `12,5 %` in French, `12.5%` in English: the language's own way, with a plain space. */
export function percentLabel(basisPoints: number, lang: Lang): string {
  return new Intl.NumberFormat(INVOICE_LABELS[lang].locale, { style: 'percent', maximumFractionDigits: 4 })
    .format(basisPoints / 10_000)
    .replace(/[\u202f\u00a0]/g, ' ');
}
