import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatDay, formatRoas, formatRunPeriod } from './marketing-format';
import { readMarketingFilters, writeMarketingFilters, type MarketingFilters } from './marketing-filters';
import { describeOfferScope, describeOfferValue } from './offer-description';

const WEEK = { fromDate: '2026-03-09', toDate: '2026-03-15' };

describe('marketing filters in the URL', () => {
  it('round-trips every filter, the report type included', () => {
    const filters: MarketingFilters = {
      fromDate: '2026-03-02',
      toDate: '2026-03-15',
      platforms: ['PLATFORM_GLOVO'],
      restaurants: ['r-1'],
      company: 7,
      type: 'ADS',
    };
    expect(writeMarketingFilters(filters).toString()).toBe(
      'from=2026-03-02&to=2026-03-15&platforms=PLATFORM_GLOVO&restaurants=r-1&company=7&type=ads',
    );
    expect(readMarketingFilters(writeMarketingFilters(filters), WEEK)).toEqual(filters);
  });

  it('widens a shared period to whole weeks, as the API does', () => {
    expect(readMarketingFilters(new URLSearchParams('from=2026-03-04&to=2026-03-17'), WEEK)).toMatchObject({
      fromDate: '2026-03-02',
      toDate: '2026-03-22',
    });
  });

  it('falls back to the default week and to offers', () => {
    expect(readMarketingFilters(new URLSearchParams('from=2026-02-30&to=2026-03-01&type=tv&company=x'), WEEK)).toEqual({
      ...WEEK,
      platforms: [],
      restaurants: [],
      company: null,
      type: 'OFFERS',
    });
  });
});

describe('offer description', () => {
  const t = i18n.getFixedT('en');
  const option = { minimumPurchase: null, promotionValue: 20, itemsCount: null, isPercent: true, items: [] };

  it.each([
    [{ type: 'BASKET_DISCOUNT', option }, '-20 %'],
    [
      { type: 'BASKET_DISCOUNT', option: { ...option, isPercent: false, promotionValue: 500, minimumPurchase: 2000 } },
      '5,00 € off from 20,00 €',
    ],
    [
      { type: 'FREE_DELIVERY', option: { ...option, promotionValue: 0, isPercent: false, minimumPurchase: 1500 } },
      'Free delivery from 15,00 €',
    ],
    [
      { type: 'BUY_ONE_GET_ONE', option: { ...option, promotionValue: 0, isPercent: false, itemsCount: 2 } },
      '1 bought = 1 free',
    ],
    [
      { type: 'FREE_ITEM', option: { ...option, promotionValue: 0, isPercent: false, minimumPurchase: 2500 } },
      'A free product from 25,00 €',
    ],
  ])('%j reads %s', (offer, text) => {
    // Intl separates thousands and the currency with non-breaking spaces.
    expect(describeOfferValue(offer, 'EUR', t).replace(/\s/g, ' ')).toBe(text);
  });

  it('names the specific products, or the whole basket', () => {
    expect(
      describeOfferScope({ type: 'ITEM_DISCOUNT', option: { ...option, items: ['Cheeseburger', 'Bacon Burger'] } }, t),
    ).toBe('Specific products: Cheeseburger, Bacon Burger');
    expect(describeOfferScope({ type: 'BASKET_DISCOUNT', option }, t)).toBe('Whole basket');
  });
});

describe('marketing formats', () => {
  it('shows the last day of a run that ended at midnight, in the restaurant time zone', () => {
    expect(formatRunPeriod('2025-03-09T23:00:00Z', '2025-03-12T23:00:00Z', 'Europe/Paris', 'en')).toEqual({
      from: '10-03-2025',
      to: '12-03-2025',
    });
    expect(formatRunPeriod('2025-03-09T23:00:00Z', null, 'Europe/Paris', 'en').to).toBeNull();
  });

  it('writes ROAS with two decimals and days with their weekday', () => {
    expect(formatRoas(4.9, 'fr')).toBe('4,90');
    expect(formatDay('2025-03-10', 'en')).toBe('Mon 10 Mar');
  });
});
