import sharp from 'sharp';
import { LANGUAGES } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { InvoiceLineRow, InvoiceRow } from '../../db/schema';
import { invoiceTotals, lineAmounts } from './invoice-amounts';
import { renderInvoicePdf } from './invoice-pdf';
import { formatInvoiceMoney } from './invoice-money';
import { INVOICE_LABELS } from './labels/invoice-labels';
import { toWinAnsi } from './pdf-text';
import { extractPdfText } from './testing/extract-pdf-text';

function anInvoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 7,
    uuid: '5f0e6a56-7d57-4c7b-9a8c-0d3d5b9b7a11',
    number: 'CPT-2026-000042',
    year: 2026,
    sequence: 42,
    companyId: 1,
    kind: 'COMMISSION',
    platform: 'PLATFORM_UBER_EAT',
    subject: 'PLATFORM_UBER_EAT',
    status: 'VALIDER',
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    currency: 'EUR',
    buyer: {
      name: 'Demo Burger Co',
      adresse: { adresse: '12 rue de la Roquette', postalCode: '75011', city: 'Paris', country: 'FR' },
      vatNumber: 'FR32842153679',
      siret: '84215367900017',
    },
    commissionBase: 123_456_789,
    commissionRateBasisPoints: 200,
    totalHt: 2_469_136,
    totalVat: 493_827,
    totalTtc: 2_962_963,
    issuedAt: new Date('2026-02-01T07:00:00Z'),
    dueDate: '2026-03-03',
    payedAt: null,
    createdAt: new Date('2026-02-01T07:00:00Z'),
    updatedAt: new Date('2026-02-01T07:00:00Z'),
    ...overrides,
  };
}

const LINE: InvoiceLineRow = {
  id: 1,
  invoiceId: 7,
  position: 1,
  label: 'Commission 2 % sur les ventes Uber Eats — janvier 2026',
  target: 'COMMISSION',
  priceHt: 2_469_136,
  vatRate: 20,
  vatAmount: 493_827,
  price: 2_962_963,
};

const document = {
  invoice: anInvoice(),
  lines: [LINE],
  restaurants: [{ title: 'Demo Burger Bastille', platform: 'PLATFORM_UBER_EAT' as const }],
  lang: 'fr' as const,
};

describe('the invoice PDF', () => {
  it('prints the seller, the buyer, the period, the lines and the totals in French format', async () => {
    const text = extractPdfText(await renderInvoicePdf(document, { compress: false }));
    for (const expected of [
      'N° CPT-2026-000042',
      'Comptoir SAS',
      'TVA intracommunautaire : FR40912345678',
      'Demo Burger Co',
      'SIRET : 84215367900017',
      'Période : du 01-01-2026 au 31-01-2026',
      'Échéance : 03-03-2026',
      'Restaurants : Demo Burger Bastille (Uber Eats)',
      'Base de commission : 1\u00a0234\u00a0567,89\u00a0€',
      'Commission 2 % sur les ventes Uber Eats — janvier 2026',
      '24\u00a0691,36\u00a0€',
      '4\u00a0938,27\u00a0€',
      '29\u00a0629,63\u00a0€',
      'Statut : Validée — à payer avant le 03-03-2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says when it was paid', async () => {
    const paid = { ...document, invoice: anInvoice({ status: 'PAYER', payedAt: new Date('2026-02-20T10:00:00Z') }) };
    expect(extractPdfText(await renderInvoicePdf(paid, { compress: false }))).toContain('Statut : Payée le 20-02-2026');
  });

  it('is the same file every time, compressed by default', async () => {
    const first = await renderInvoicePdf(document);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await renderInvoicePdf(document)).equals(first)).toBe(true);
    expect(extractPdfText(first)).toContain('N° CPT-2026-000042');
  });

  it('prints the company’s logo in the header when it has one', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(await renderInvoicePdf({ ...document, logo }, { compress: false }))).toBe(1);
    expect(images(await renderInvoicePdf(document, { compress: false }))).toBe(0);
  });

  it('keeps text the standard fonts cannot print legible', () => {
    expect(toWinAnsi('Łódź — 1\u202f234,56 zł')).toBe('Lódz — 1\u00a0234,56 zl');
    expect(toWinAnsi('Café 20 € 寿司')).toBe('Café 20 € ??');
  });
});

describe('the invoice PDF in the company’s language', () => {
  const HEADINGS: Record<(typeof LANGUAGES)[number], string[]> = {
    en: [
      'INVOICE',
      'No. CPT-2026-000042',
      'Billed to',
      'Description',
      'Total incl. VAT',
      'Period: 01-01-2026 to 31-01-2026',
    ],
    es: [
      'FACTURA',
      'N.º CPT-2026-000042',
      'Facturado a',
      'Concepto',
      'Total con IVA',
      'Periodo: del 01-01-2026 al 31-01-2026',
    ],
    fr: [
      'FACTURE',
      'N° CPT-2026-000042',
      'Facturé à',
      'Désignation',
      'Total TTC',
      'Période : du 01-01-2026 au 31-01-2026',
    ],
    pt: [
      'FATURA',
      'N.º CPT-2026-000042',
      'Faturado a',
      'Descrição',
      'Total com IVA',
      'Período: de 01-01-2026 a 31-01-2026',
    ],
    // The standard fonts have no ł: it prints as l (pdf-text.ts).
    pl: ['FAKTURA', 'Nr CPT-2026-000042', 'Nabywca', 'Opis', 'Razem brutto', 'Termin platnosci: 03-03-2026'],
  };

  it.each(LANGUAGES)('prints its headings, status and terms in %s, and the same amounts to the cent', async (lang) => {
    const text = extractPdfText(await renderInvoicePdf({ ...document, lang }, { compress: false }));
    for (const heading of HEADINGS[lang]) expect(text).toContain(heading);
    const labels = INVOICE_LABELS[lang];
    expect(text).toContain(toWinAnsi(labels.columns.priceHt));
    expect(text).toContain(toWinAnsi(labels.paymentTerms[0] ?? ''));
    expect(text).toContain(toWinAnsi(`${labels.status}${labels.colon}${labels.validated('03-03-2026')}`));
    // The totals are the stored ones whatever the language: only their writing changes.
    for (const minor of [2_469_136, 493_827, 2_962_963]) {
      const written = formatInvoiceMoney(minor, 'EUR', lang);
      expect(text).toContain(toWinAnsi(written));
      expect(written.replace(/\D/g, '')).toBe(String(minor));
    }
    if (lang !== 'fr') expect(text).not.toMatch(/Facturé|Échéance|Statut|Désignation/);
  });
});

describe('invoice amounts', () => {
  it('rounds VAT per line half away from zero and adds the rounded lines', () => {
    expect(lineAmounts(1_234, 20)).toEqual({ priceHt: 1_234, vatRate: 20, vatAmount: 247, price: 1_481 });
    expect(lineAmounts(-1_234, 20)).toEqual({ priceHt: -1_234, vatRate: 20, vatAmount: -247, price: -1_481 });
    expect(lineAmounts(999, 5.5)).toEqual({ priceHt: 999, vatRate: 5.5, vatAmount: 55, price: 1_054 });
    expect(invoiceTotals([lineAmounts(1_234, 20), lineAmounts(-1_234, 20), lineAmounts(4_900, 20)])).toEqual({
      totalHt: 4_900,
      totalVat: 980,
      totalTtc: 5_880,
    });
  });
});
