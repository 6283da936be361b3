import { formatMoney } from '@comptoir/domain';
import type { TFunction } from 'i18next';

type Offer = {
  type: string;
  option: {
    minimumPurchase: number | null;
    promotionValue: number;
    itemsCount: number | null;
    isPercent: boolean;
    items: readonly string[];
  };
};

/** What the client gets: '-20 %', '5,00 € off from 20,00 €', 'Free delivery from 15,00 €', 'Buy 2, pay for 1'… */
export function describeOfferValue({ type, option }: Offer, currency: string, t: TFunction): string {
  const value = option.isPercent
    ? t('marketing.offers.percentOff', { value: option.promotionValue })
    : t('marketing.offers.amountOff', { amount: formatMoney(option.promotionValue, currency) });
  const base =
    type === 'FREE_DELIVERY'
      ? t('marketing.offers.freeDelivery')
      : type === 'BUY_ONE_GET_ONE'
        ? t('marketing.offers.buyOneGetOne')
        : type === 'FREE_ITEM'
          ? t('marketing.offers.freeItem')
          : value;
  return option.minimumPurchase
    ? t('marketing.offers.fromMinimum', { offer: base, minimum: formatMoney(option.minimumPurchase, currency) })
    : base;
}

/** 'Whole basket', or the specific products it applies to. */
export function describeOfferScope({ option }: Offer, t: TFunction): string {
  return option.items.length === 0
    ? t('marketing.offers.wholeBasket')
    : t('marketing.offers.specificProducts', { items: option.items.join(', ') });
}
