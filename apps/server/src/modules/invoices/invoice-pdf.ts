import type { PlatformCode } from '@comptoir/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceLineRow, InvoiceRow } from '../../db/schema';
import { percentLabel, platformLabel } from './invoice-labels';
import { formatInvoiceMoney } from './invoice-money';
import { toWinAnsi } from './pdf-text';
import { PAYMENT_TERMS, SELLER } from './seller';

export type InvoiceDocument = {
  invoice: InvoiceRow;
  lines: readonly InvoiceLineRow[];
  restaurants: readonly { title: string; platform: PlatformCode }[];
  /** The company's logo (the image pipeline's JPEG), printed in the header; null when it has none. */
  logo?: Buffer | null;
};

const LEFT = 50;
const RIGHT = 545;
const LOGO_BOX: [number, number] = [150, 56];
const COLUMNS = [
  { title: 'Désignation', x: LEFT, width: 235, align: 'left' },
  { title: 'Montant HT', x: 290, width: 70, align: 'right' },
  { title: 'TVA %', x: 365, width: 40, align: 'right' },
  { title: 'TVA', x: 410, width: 60, align: 'right' },
  { title: 'Montant TTC', x: 475, width: 70, align: 'right' },
] as const;

/** `2026-01-31` → `31/01/2026`. */
function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

function frenchInstantDay(instant: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(instant);
}

function statusText(invoice: InvoiceRow): string {
  if (invoice.status === 'PAYER') return invoice.payedAt ? `Payée le ${frenchInstantDay(invoice.payedAt)}` : 'Payée';
  if (invoice.status === 'VALIDER') return `Validée — à payer avant le ${frenchDay(invoice.dueDate)}`;
  return 'En cours de validation';
}

function vatRateText(rate: number): string {
  return percentLabel(rate * 100);
}

/**
 * The invoice as a PDF, from what was stored at issue (never recomputed). Deterministic: the same invoice gives the
 * same bytes (its issue instant is the document's creation date). `compress: false` leaves the text readable in tests.
 */
export function renderInvoicePdf(
  { invoice, lines, restaurants, logo }: InvoiceDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: {
      Title: `Facture ${invoice.number}`,
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
  const money = (minor: number) => toWinAnsi(formatInvoiceMoney(minor, invoice.currency));
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(toWinAnsi(value), x, y, options);

  // Top right, above the buyer's block: at most 150 × 56 pt, whatever the logo's proportions.
  if (logo) pdf.image(logo, RIGHT - LOGO_BOX[0], 40, { fit: LOGO_BOX, align: 'right' });
  pdf.font('Helvetica-Bold').fontSize(20);
  text('FACTURE', LEFT, 50);
  pdf.fontSize(12);
  text(`N° ${invoice.number}`, LEFT, 76);

  pdf.font('Helvetica').fontSize(9);
  const seller = [
    SELLER.name,
    SELLER.legalForm,
    ...SELLER.addressLines,
    `SIREN ${SELLER.siren} — ${SELLER.rcs}`,
    `TVA intracommunautaire : ${SELLER.vatNumber}`,
    SELLER.email,
  ];
  text(seller.join('\n'), LEFT, 110, { width: 230 });

  const { buyer } = invoice;
  const buyerLines = [
    buyer.name,
    ...(buyer.adresse
      ? [buyer.adresse.adresse, `${buyer.adresse.postalCode} ${buyer.adresse.city}`, buyer.adresse.country]
      : []),
    ...(buyer.vatNumber ? [`TVA intracommunautaire : ${buyer.vatNumber}`] : []),
    ...(buyer.siret ? [`SIRET : ${buyer.siret}`] : []),
  ];
  pdf.font('Helvetica-Bold');
  text('Facturé à', 320, 110);
  pdf.font('Helvetica');
  text(buyerLines.join('\n'), 320, 123, { width: 225 });

  const facts = [
    `Date d’émission : ${frenchInstantDay(invoice.issuedAt)}`,
    `Période : du ${frenchDay(invoice.fromDate)} au ${frenchDay(invoice.toDate)}`,
    `Échéance : ${frenchDay(invoice.dueDate)}`,
    invoice.platform ? `Commission sur les ventes ${platformLabel(invoice.platform)}` : 'Abonnement mensuel',
    ...(restaurants.length > 0
      ? [
          `Restaurants : ${restaurants.map((restaurant) => `${restaurant.title} (${platformLabel(restaurant.platform)})`).join(', ')}`,
        ]
      : []),
    ...(invoice.commissionBase !== null && invoice.commissionRateBasisPoints !== null
      ? [
          `Base de commission : ${formatInvoiceMoney(invoice.commissionBase, invoice.currency)} de ventes (commandes non annulées), taux ${percentLabel(invoice.commissionRateBasisPoints)}`,
        ]
      : []),
    `Statut : ${statusText(invoice)}`,
  ];
  text(facts.join('\n'), LEFT, 230, { width: RIGHT - LEFT });

  let y = pdf.y + 20;
  pdf.font('Helvetica-Bold');
  for (const column of COLUMNS) text(column.title, column.x, y, { width: column.width, align: column.align });
  y += 14;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  pdf.font('Helvetica');
  for (const line of lines) {
    const cells = [
      line.label,
      money(line.priceHt),
      vatRateText(line.vatRate),
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
    ['Total HT', invoice.totalHt],
    ['TVA', invoice.totalVat],
    ['Total TTC', invoice.totalTtc],
  ];
  for (const [label, amount] of totals) {
    pdf.font(label === 'Total TTC' ? 'Helvetica-Bold' : 'Helvetica');
    text(label, 365, y, { width: 105, align: 'right' });
    text(money(amount), 475, y, { width: 70, align: 'right' });
    y += 15;
  }

  pdf.font('Helvetica').fontSize(8);
  const terms = [...PAYMENT_TERMS, `IBAN ${SELLER.iban} — BIC ${SELLER.bic} — référence ${invoice.number}`];
  text(terms.join('\n'), LEFT, Math.max(y + 30, 700), { width: RIGHT - LEFT });
  pdf.end();
  return done;
}
