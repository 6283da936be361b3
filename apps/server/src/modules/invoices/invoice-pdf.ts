import { formatCalendarDay, formatInstant, type Lang, type PlatformCode } from '@comptoir/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceLineRow, InvoiceRow } from '../../db/schema';
import { invoiceLabels, percentLabel, platformLabel } from './invoice-labels';
import { formatInvoiceMoney } from './invoice-money';
import { toWinAnsi } from './pdf-text';
import type { InvoiceLabels } from './labels/invoice-labels';
import { SELLER } from './seller';

export type InvoiceDocument = {
  invoice: InvoiceRow;
  lines: readonly InvoiceLineRow[];
  restaurants: readonly { title: string; platform: PlatformCode }[];
  /** The company's logo (the image pipeline's JPEG), printed in the header; null when it has none. */
  logo?: Buffer | null;
  /** The company's language (accountLanguage): the PDF's fixed words, dates, money and percentages. */
  lang: Lang;
};

const LEFT = 50;
const RIGHT = 545;
const LOGO_BOX: [number, number] = [150, 56];
const COLUMNS = [
  { key: 'label', x: LEFT, width: 235, align: 'left' },
  { key: 'priceHt', x: 290, width: 70, align: 'right' },
  { key: 'vatRate', x: 365, width: 40, align: 'right' },
  { key: 'vat', x: 410, width: 60, align: 'right' },
  { key: 'price', x: 475, width: 70, align: 'right' },
] as const;

/** One invoice's words and formats: its language's labels, dates day first (docs/dates.md), its currency. */
type Writing = {
  labels: InvoiceLabels;
  /** A calendar day: `2026-01-31` → `31-01-2026`. */
  day: (isoDay: string) => string;
  /** The day an instant fell on in Paris, where Comptoir issues its invoices. */
  instantDay: (instant: Date) => string;
  /** "Label : value" in the language's punctuation. */
  field: (label: string, value: string) => string;
};

function writingIn(lang: Lang): Writing {
  const labels = invoiceLabels(lang);
  return {
    labels,
    day: (isoDay) => formatCalendarDay(isoDay, 'date', lang),
    instantDay: (instant) => formatInstant(instant, 'date', lang, 'Europe/Paris'),
    field: (label, value) => `${label}${labels.colon}${value}`,
  };
}

function statusText(invoice: InvoiceRow, { labels, day, instantDay }: Writing): string {
  if (invoice.status === 'PAYER') return invoice.payedAt ? labels.paidOn(instantDay(invoice.payedAt)) : labels.paid;
  if (invoice.status === 'VALIDER') return labels.validated(day(invoice.dueDate));
  return labels.beingValidated;
}

/**
 * The invoice as a PDF, from what was stored at issue (never recomputed). Deterministic: the same invoice gives the
 * same bytes (its issue instant is the document's creation date). `compress: false` leaves the text readable in tests.
 */
export function renderInvoicePdf(
  { invoice, lines, restaurants, logo, lang }: InvoiceDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const writing = writingIn(lang);
  const { labels, field } = writing;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: {
      Title: `${writing.labels.title} ${invoice.number}`,
      Author: SELLER.name,
      Creator: 'Comptoir',
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (minor: number) => toWinAnsi(formatInvoiceMoney(minor, invoice.currency, lang));
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(toWinAnsi(value), x, y, options);

  // Top right, above the buyer's block: at most 150 × 56 pt, whatever the logo's proportions.
  if (logo) pdf.image(logo, RIGHT - LOGO_BOX[0], 40, { fit: LOGO_BOX, align: 'right' });
  pdf.font('Helvetica-Bold').fontSize(20);
  text(labels.title, LEFT, 50);
  pdf.fontSize(12);
  text(`${labels.number} ${invoice.number}`, LEFT, 76);

  pdf.font('Helvetica').fontSize(9);
  const seller = [
    SELLER.name,
    SELLER.legalForm,
    ...SELLER.addressLines,
    `SIREN ${SELLER.siren} — ${SELLER.rcs}`,
    field(labels.vatNumber, SELLER.vatNumber),
    SELLER.email,
  ];
  text(seller.join('\n'), LEFT, 110, { width: 230 });

  const { buyer } = invoice;
  const buyerLines = [
    buyer.name,
    ...(buyer.adresse
      ? [buyer.adresse.adresse, `${buyer.adresse.postalCode} ${buyer.adresse.city}`, buyer.adresse.country]
      : []),
    ...(buyer.vatNumber ? [field(labels.vatNumber, buyer.vatNumber)] : []),
    ...(buyer.siret ? [field(labels.siret, buyer.siret)] : []),
  ];
  pdf.font('Helvetica-Bold');
  text(labels.billedTo, 320, 110);
  pdf.font('Helvetica');
  text(buyerLines.join('\n'), 320, 123, { width: 225 });

  const { day } = writing;
  const facts = [
    field(labels.issuedOn, writing.instantDay(invoice.issuedAt)),
    field(labels.period, labels.fromTo(day(invoice.fromDate), day(invoice.toDate))),
    field(labels.dueDate, day(invoice.dueDate)),
    invoice.platform ? labels.commissionOnSales(platformLabel(invoice.platform)) : labels.monthlySubscription,
    ...(restaurants.length > 0
      ? [
          field(
            labels.restaurants,
            restaurants.map((restaurant) => `${restaurant.title} (${platformLabel(restaurant.platform)})`).join(', '),
          ),
        ]
      : []),
    ...(invoice.commissionBase !== null && invoice.commissionRateBasisPoints !== null
      ? [
          labels.commissionBase(
            formatInvoiceMoney(invoice.commissionBase, invoice.currency, lang),
            percentLabel(invoice.commissionRateBasisPoints, lang),
          ),
        ]
      : []),
    field(labels.status, statusText(invoice, writing)),
  ];
  text(facts.join('\n'), LEFT, 230, { width: RIGHT - LEFT });

  let y = pdf.y + 20;
  pdf.font('Helvetica-Bold');
  for (const column of COLUMNS)
    text(labels.columns[column.key], column.x, y, { width: column.width, align: column.align });
  y += 14;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  pdf.font('Helvetica');
  for (const line of lines) {
    const cells = [
      line.label,
      money(line.priceHt),
      percentLabel(line.vatRate * 100, lang),
      money(line.vatAmount),
      money(line.price),
    ];
    const height = pdf.heightOfString(toWinAnsi(line.label), { width: COLUMNS[0].width });
    if (y + height > 720) {
      pdf.addPage();
      y = 50;
    }
    COLUMNS.forEach((column, index) =>
      text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align }),
    );
    y += height + 6;
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  const totals: [string, number][] = [
    [labels.totalHt, invoice.totalHt],
    [labels.totalVat, invoice.totalVat],
    [labels.totalTtc, invoice.totalTtc],
  ];
  for (const [label, amount] of totals) {
    pdf.font(label === labels.totalTtc ? 'Helvetica-Bold' : 'Helvetica');
    text(label, 365, y, { width: 105, align: 'right' });
    text(money(amount), 475, y, { width: 70, align: 'right' });
    y += 15;
  }

  pdf.font('Helvetica').fontSize(8);
  const terms = [
    ...labels.paymentTerms,
    `IBAN ${SELLER.iban} — BIC ${SELLER.bic} — ${labels.transferReference} ${invoice.number}`,
  ];
  text(terms.join('\n'), LEFT, Math.max(y + 30, 700), { width: RIGHT - LEFT });
  pdf.end();
  return done;
}
