import { LANGUAGES, lineRow } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { renderTicketEscPos, renderTicketStarPrnt } from './render-ticket';
import { readTicketAmounts } from './testing/read-ticket-amounts';
import { buildTicketDocument } from './ticket-document';
import type { TicketOrder } from './ticket-order';

function anOrder(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    cartId: 7,
    companyId: 1,
    restaurantTitle: 'Demo Burger République',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    lang: 'fr',
    customTitle: 'CUISINE CHAUDE',
    platform: 'PLATFORM_UBER_EAT',
    displayId: 'A1B2C',
    fulfillmentType: 'DELIVERY',
    paymentMethod: 'PAYMENT_CASH',
    createdAt: new Date('2026-07-14T10:32:00Z'),
    livredAt: new Date('2026-07-14T11:05:00Z'),
    client: { firstName: 'Marie', lastName: 'dupont' },
    lines: [
      {
        ...lineRow({
          name: 'Menu Burger',
          quantity: 2,
          unitPrice: 1390,
          options: [
            {
              name: 'Cheeseburger',
              group: 'Burger',
              quantity: 2,
              unitPrice: 0,
              total: 0,
              options: [{ name: 'Sauce BBQ', group: 'Sauces', quantity: 1, unitPrice: 25, total: 100, options: [] }],
            },
          ],
        }),
        category: 'Menus',
        specialInstructions: 'Sans oignons',
        allergyInstructions: 'Arachides',
      },
      {
        ...lineRow({ name: 'Coca-Cola 33 cl', quantity: 1, unitPrice: 300, options: [] }),
        category: 'Boissons',
        specialInstructions: null,
        allergyInstructions: null,
      },
      {
        ...lineRow({ name: 'Menu Maxi', quantity: 1, unitPrice: 120_000, options: [] }),
        category: 'Menus',
        specialInstructions: null,
        allergyInstructions: null,
      },
    ],
    specialInstructions: 'Sonner deux fois',
    deliveryInstructions: 'Digicode 1234B',
    deliveryLocation: {
      adresse: '12 rue de la Paix',
      city: 'Paris',
      country: 'FR',
      postalCode: '75002',
      latitude: 48.87,
      longtitude: 2.33,
    },
    isSingleUseItemsIncluded: true,
    // 2 × 1390 + 100 + 300 + 120000
    subtotal: 123_180,
    promo: 200,
    deliveryPrice: 250,
    tips: 100,
    total: 123_330,
    // splitOrderVat of the lines above (Coca-Cola at 5.5 %, the menus at 10 %), the promotion spread over them.
    vat: [
      { vatPercent: 0, ttc: 100, ht: 100, tva: 0 },
      { vatPercent: 5.5, ttc: 300, ht: 284, tva: 16 },
      { vatPercent: 10, ttc: 122_680, ht: 111_527, tva: 11_153 },
      { vatPercent: 20, ttc: 250, ht: 208, tva: 42 },
    ],
    ...overrides,
  };
}

const plain = { lang: 'fr', showCategory: false, showCustomLabels: false } as const;

describe('buildTicketDocument', () => {
  it('prints the header a kitchen needs: restaurant, platform, display id, fulfilment, local times, client', () => {
    const document = buildTicketDocument(anOrder(), plain);
    expect(document).toContain('^^Demo Burger République');
    expect(document).toContain('Uber Eats');
    expect(document).toContain('^^^#A1B2C');
    expect(document).toContain('Livraison par le restaurant');
    // 10:32 UTC is 12:32 in Paris in July; ReceiptLine prints the escaped dashes as dashes.
    expect(document).toContain('Commande : 14\\-07\\-2026 12:32');
    expect(document).toContain('Pour : 14\\-07\\-2026 13:05');
    expect(document).toContain('Client : Marie D.');
    expect(document).not.toContain('dupont');
  });

  it('adds category headers, grouped in the order the customer first named them, only with showCategory', () => {
    const withCategories = buildTicketDocument(anOrder(), { ...plain, showCategory: true });
    const menus = withCategories.indexOf('"MENUS"');
    const drinks = withCategories.indexOf('"BOISSONS"');
    expect(menus).toBeGreaterThan(-1);
    expect(drinks).toBeGreaterThan(withCategories.indexOf('Menu Maxi'));
    expect(withCategories.indexOf('Menu Maxi')).toBeGreaterThan(menus);
    const withoutCategories = buildTicketDocument(anOrder(), plain);
    expect(withoutCategories).not.toMatch(/MENUS|BOISSONS/);
  });

  it('prints the printer custom label only with showCustomLabels', () => {
    expect(buildTicketDocument(anOrder(), { ...plain, showCustomLabels: true })).toContain('^^^CUISINE CHAUDE');
    expect(buildTicketDocument(anOrder(), plain)).not.toContain('CUISINE CHAUDE');
    expect(buildTicketDocument(anOrder({ customTitle: null }), { ...plain, showCustomLabels: true })).not.toContain(
      '^^^CUISINE',
    );
  });

  it('prints each line as quantity × unit price, its options nested with their own surcharge, and the line total', () => {
    const document = buildTicketDocument(anOrder(), plain);
    expect(document).toContain('|^^2 x Menu Burger | 27,80 €|\n|~~2 x 13,90 € | |');
    expect(document).toContain('|~~2 x Cheeseburger | |');
    expect(document).toContain('|~~~~Sauce BBQ (4 x 0,25 €) | 1,00 €|');
    expect(document).toContain('|~~"Total ligne" | "28,80 €"|');
    // A line whose options add nothing is its item's amount: no unit row for one, no total row.
    expect(document).toContain('|^^1 x Coca\\-Cola 33 cl | 3,00 €|\n|^^');
    expect(document).toContain('Note : Sans oignons');
    expect(document).toContain('"ALLERGIE : Arachides"');
    expect(document).toContain('"Instructions : Sonner deux fois"');
  });

  it('prints line totals that add up to the subtotal and a total that the other rows explain', () => {
    const order = anOrder();
    const { items, lineTotals, totals } = readTicketAmounts(
      buildTicketDocument(order, { ...plain, showCategory: true }),
    );
    expect(items).toEqual([2780, 100, 120_000, 300]);
    expect(lineTotals).toEqual([2880, 120_000, 300]);
    expect(lineTotals.reduce((sum, amount) => sum + amount, 0)).toBe(totals['Sous-total']);
    expect(totals).toEqual({
      'Sous-total': 123_180,
      Promotion: -200,
      'Frais de livraison': 250,
      Pourboire: 100,
      TOTAL: 123_330,
    });
    const { TOTAL, ...rest } = totals;
    expect(Object.values(rest).reduce((sum, amount) => sum + amount, 0)).toBe(TOTAL);
  });

  it('prints the VAT the total includes at each rate, as the VAT report counts it, in the ticket’s language', () => {
    const document = buildTicketDocument(anOrder(), plain);
    expect(readTicketAmounts(document).vat).toEqual({
      'dont TVA 5,5 %': 16,
      'dont TVA 10 %': 11_153,
      'dont TVA 20 %': 42,
    });
    expect(buildTicketDocument(anOrder(), { ...plain, lang: 'en' })).toContain('|incl. VAT 10% | €111.53|');
    expect(buildTicketDocument(anOrder({ vat: [] }), plain)).not.toContain('TVA');
  });

  it('leaves out the delivery address for a pickup and says whether single-use items were asked for', () => {
    const delivery = buildTicketDocument(anOrder(), plain);
    expect(delivery).toContain('|12 rue de la Paix\n|75002 Paris\n|Digicode 1234B');
    expect(delivery).toContain('Couverts à usage unique : DEMANDÉS');
    const pickup = buildTicketDocument(anOrder({ fulfillmentType: 'PICKUP', isSingleUseItemsIncluded: false }), plain);
    expect(pickup).toContain('À emporter');
    expect(pickup).not.toContain('rue de la Paix');
    expect(pickup).toContain('Couverts à usage unique : non demandés');
    expect(buildTicketDocument(anOrder({ paymentMethod: 'PAYMENT_CREDIT_CARD' }), plain)).toContain(
      'Paiement : Carte bancaire',
    );
  });

  it('keeps platform text from breaking the ticket layout', () => {
    const order = anOrder({ lines: [{ ...anOrder().lines[1]!, name: 'Menu | "spécial" {x}\n---' }] });
    const document = buildTicketDocument(order, plain);
    expect(document).toContain('|^^1 x Menu \\| \\"spécial\\" \\{x\\} \\-\\-\\- | 3,00 €|');
  });

  it('prints the customer copy headed as such, without the kitchen station title', () => {
    const copy = buildTicketDocument(anOrder(), { ...plain, showCustomLabels: true, clientTicket: true });
    expect(copy.split('\n')[0]).toBe('^^^TICKET CLIENT');
    expect(copy).not.toContain('CUISINE CHAUDE');
    expect(copy).toContain('^^^#A1B2C');
    expect(buildTicketDocument(anOrder(), { ...plain, lang: 'en', clientTicket: true })).toContain('^^^CUSTOMER COPY');
  });
});

describe('buildTicketDocument in the restaurant language', () => {
  it.each(LANGUAGES)('prints every fixed word in %s', (lang) => {
    expect(buildTicketDocument(anOrder(), { lang, showCategory: true, showCustomLabels: true })).toMatchSnapshot();
  });

  it('leaves no French word on a ticket in another language', () => {
    const french = ['Commande', 'Sous', 'Paiement', 'Livraison', 'Couverts', 'Pourboire', 'Espèces', 'Autres'];
    for (const lang of LANGUAGES.filter((other) => other !== 'fr')) {
      const document = buildTicketDocument(anOrder({ lines: [{ ...anOrder().lines[1]!, category: null }] }), {
        lang,
        showCategory: true,
        showCustomLabels: false,
      });
      for (const word of french) expect(document, `${lang}: ${word}`).not.toContain(word);
    }
  });

  it('formats money and times for the language, in the company currency', () => {
    const cola = {
      ...anOrder().lines[1]!,
      ...lineRow({ name: 'Coca-Cola 33 cl', quantity: 1, unitPrice: 1290, options: [] }),
    };
    const order = anOrder({ lines: [cola] });
    expect(buildTicketDocument(order, { ...plain, lang: 'fr' })).toContain('| 12,90 €|');
    expect(buildTicketDocument(order, { ...plain, lang: 'en' })).toContain('| €12.90|');
    expect(buildTicketDocument(order, { ...plain, lang: 'es' })).toContain('| 12,90 €|');
    expect(buildTicketDocument(order, { ...plain, lang: 'pt' })).toContain('| 12,90 €|');
    expect(buildTicketDocument(anOrder({ lines: [cola], currency: 'PLN' }), { ...plain, lang: 'pl' })).toContain(
      '| 12,90 zł|',
    );
    expect(buildTicketDocument(anOrder({ lines: [cola], currency: 'GBP' }), { ...plain, lang: 'en' })).toContain(
      '| £12.90|',
    );
    // Złoty is written the Polish way in every language, as the French tickets always wrote it.
    expect(buildTicketDocument(anOrder({ lines: [cola], currency: 'PLN' }), { ...plain, lang: 'fr' })).toContain(
      '| 12,90 zł|',
    );
    expect(buildTicketDocument(anOrder({ lines: [cola], currency: 'PLN' }), { ...plain, lang: 'en' })).toContain(
      '| 12,90 zł|',
    );
    // 10:32 UTC is 12:32 in Paris in July, day first in every language (docs/dates.md).
    expect(buildTicketDocument(order, { ...plain, lang: 'en' })).toContain('|Ordered: 14\\-07\\-2026 12:32');
    expect(buildTicketDocument(order, { ...plain, lang: 'pl' })).toContain('|Zamówienie: 14\\-07\\-2026 12:32');
  });
});

describe('printer command streams', () => {
  const document = buildTicketDocument(anOrder(), plain);
  const ESC_AT = Buffer.from([0x1b, 0x40]);

  it.each([
    ['ESC/POS', renderTicketEscPos],
    ['StarPRNT', renderTicketStarPrnt],
  ])('%s starts by resetting the printer and carries the order number', (_name, render) => {
    const bytes = render(document, 48);
    expect(bytes.subarray(0, 2).equals(ESC_AT)).toBe(true);
    expect(bytes.includes('A1B2C', 0, 'latin1')).toBe(true);
    expect(bytes.includes('Marie D.', 0, 'latin1')).toBe(true);
    expect(bytes.includes('14-07-2026 12:32', 0, 'latin1')).toBe(true);
  });

  it('sets the ESC/POS print area to the paper width and cuts the paper at the end', () => {
    const printArea = (dots: number) => Buffer.from([0x1d, 0x57, dots & 0xff, dots >> 8]);
    const wide = renderTicketEscPos(document, 48);
    const narrow = renderTicketEscPos(document, 32);
    expect(wide.includes(printArea(576))).toBe(true);
    expect(narrow.includes(printArea(384))).toBe(true);
    expect(narrow.includes(printArea(576))).toBe(false);
    expect(wide.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
    expect(renderTicketStarPrnt(document, 48).includes(Buffer.from([0x1b, 0x64, 0x33]))).toBe(true);
  });

  it('writes Polish letters in a code page the printer has, not as question marks', () => {
    const polish = buildTicketDocument(anOrder({ currency: 'PLN' }), { ...plain, lang: 'pl' });
    expect(renderTicketEscPos(polish, 48).includes('?')).toBe(false);
  });
});
