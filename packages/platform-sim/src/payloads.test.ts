import { describe, expect, it } from 'vitest';
import type { PlatformCode } from '@comptoir/domain';
import { createTestSimulator, simulatorRequest } from './test-support';

// Reads into parsed JSON by path, failing the test on a missing number or list.
function at(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null ? (current as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}
function num(value: unknown, ...keys: (string | number)[]): number {
  const found = at(value, ...keys);
  if (typeof found !== 'number')
    throw new Error(`Expected a number at ${keys.join('.')}, got ${JSON.stringify(found)}`);
  return found;
}
function list(value: unknown, ...keys: (string | number)[]): unknown[] {
  const found = at(value, ...keys);
  if (!Array.isArray(found)) throw new Error(`Expected a list at ${keys.join('.')}`);
  return found;
}
const sum = (values: unknown[], amount: (value: unknown) => number): number =>
  values.reduce<number>((total, value) => total + amount(value), 0);

async function placed(platform: PlatformCode, seed: number) {
  const { simulator, sent } = createTestSimulator(200, { seed });
  const { platformOrderId } = await simulator.placeOrder({ platform });
  await simulator.idle();
  return { simulator, platformOrderId, body: JSON.parse(sent[0]?.rawBody ?? 'null') as unknown };
}

async function fetchUber(
  simulator: ReturnType<typeof createTestSimulator>['simulator'],
  path: string,
): Promise<unknown> {
  const response = await simulator.handle(
    simulatorRequest(`/simulator/uber-eats${path}`, {
      method: 'GET',
      headers: { authorization: 'Bearer uber-client-secret' },
    }),
  );
  return response.json();
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('order payloads add up in each platform money format', () => {
  it.each(SEEDS)(
    'Uber Eats v1 (amount_e5), seed %i: breakdown, promotions, fees, delivery and tips make the order total',
    async (seed) => {
      const { simulator, platformOrderId, body } = await placed('PLATFORM_UBER_EAT', seed);
      expect(at(body, 'meta', 'resource_id')).toBe(platformOrderId);
      expect(at(body, 'order')).toBeUndefined();
      const order = at(
        await fetchUber(simulator, `/v1/delivery/order/${platformOrderId}?expand=carts,deliveries,payment`),
        'order',
      );
      const detail = at(order, 'payment', 'payment_detail');
      const e5 = (...keys: string[]) => num(detail, ...keys, 'gross', 'amount_e5');
      const breakdown = list(detail, 'item_charges', 'price_breakdown');
      expect(sum(breakdown, (entry) => num(entry, 'total', 'gross', 'amount_e5'))).toBe(e5('item_charges', 'total'));
      const itemIds = new Set(list(order, 'carts', 0, 'items').map((item) => at(item, 'cart_item_id')));
      expect(breakdown.filter((entry) => itemIds.has(at(entry, 'cart_item_id')))).toHaveLength(itemIds.size);
      expect(
        e5('item_charges', 'total') +
          e5('promotions', 'total') +
          e5('fees', 'total') +
          e5('delivery_fee', 'total') +
          e5('tips', 'total'),
      ).toBe(e5('order_total'));
      expect(e5('order_total') % 1000).toBe(0);
    },
  );

  it.each(SEEDS)(
    'Uber Eats v2 (decimal), seed %i: line totals make the subtotal, charges make the total',
    async (seed) => {
      const { simulator, platformOrderId } = await placed('PLATFORM_UBER_EAT', seed);
      const order = await fetchUber(simulator, `/v2/eats/order/${platformOrderId}`);
      const cents = (value: unknown, ...keys: string[]) => Math.round(num(value, ...keys, 'amount') * 100);
      const charges = at(order, 'payment', 'charges');
      expect(sum(list(order, 'cart', 'items'), (item) => cents(item, 'price', 'total_price'))).toBe(
        cents(charges, 'sub_total'),
      );
      expect(
        cents(charges, 'sub_total') +
          cents(charges, 'total_promo_applied') +
          cents(charges, 'total_fee') +
          cents(charges, 'delivery_fee') +
          cents(charges, 'tip'),
      ).toBe(cents(charges, 'total'));
    },
  );

  it.each(SEEDS)(
    'Deliveroo ({fractional}), seed %i: items make the subtotal, and the total adds fees and tip',
    async (seed) => {
      const { body } = await placed('PLATFORM_DELIVEROO', seed);
      expect(at(body, 'event')).toBe('order.new');
      const order = at(body, 'body', 'order');
      expect(at(order, 'status')).toBe('placed');
      const items = list(order, 'items');
      // Each line's total is its unit price times quantity plus its modifiers' totals (every unit included).
      for (const item of items) {
        const modifiers = sum(list(item, 'modifiers'), (modifier) => num(modifier, 'total_price', 'fractional'));
        expect(num(item, 'unit_price', 'fractional') * num(item, 'quantity') + modifiers).toBe(
          num(item, 'total_price', 'fractional'),
        );
      }
      expect(sum(items, (item) => num(item, 'total_price', 'fractional'))).toBe(
        num(order, 'partner_order_subtotal', 'fractional'),
      );
      const fees = sum(list(order, 'fee_breakdown'), (fee) => num(fee, 'amount', 'fractional'));
      expect(
        num(order, 'partner_order_subtotal', 'fractional') -
          num(order, 'offer_discount', 'fractional') +
          fees +
          num(order, 'tip', 'fractional'),
      ).toBe(num(order, 'total_price', 'fractional'));
      expect(at(order, 'total_price', 'currency_code')).toBe('EUR');
    },
  );

  it.each(SEEDS)(
    'Just Eat (minor units), seed %i: items in cart plus adjustments make the final price',
    async (seed) => {
      const { body } = await placed('PLATFORM_JUST_EAT', seed);
      const childSum = (children: unknown[]): number =>
        sum(children, (child) => num(child, 'quantity') * (num(child, 'price') + childSum(list(child, 'children'))));
      const items = sum(
        list(body, 'items'),
        (item) => num(item, 'quantity') * (num(item, 'price') + childSum(list(item, 'children'))),
      );
      expect(items).toBe(num(body, 'payment', 'items_in_cart', 'inc_tax'));
      const adjustments = sum(list(body, 'payment', 'adjustments'), (adjustment) =>
        num(adjustment, 'price', 'inc_tax'),
      );
      expect(items + adjustments).toBe(num(body, 'payment', 'final', 'inc_tax'));
      expect(at(body, 'posLocationId')).toBe('51234');
    },
  );

  it.each(SEEDS)(
    'Glovo (cents), seed %i: products and attributes make the basket, and the customer pays it with fees',
    async (seed) => {
      const { body } = await placed('PLATFORM_GLOVO', seed);
      const products = sum(
        list(body, 'products'),
        (product) =>
          num(product, 'quantity') *
          (num(product, 'price') +
            sum(list(product, 'attributes'), (attribute) => num(attribute, 'quantity') * num(attribute, 'price'))),
      );
      expect(products).toBe(num(body, 'estimated_total_price'));
      expect(
        products - num(body, 'partner_discounts_products') + num(body, 'delivery_fee') + num(body, 'service_fee'),
      ).toBe(num(body, 'total_customer_to_pay'));
      expect(at(body, 'pick_up_code')).toMatch(/^\d{3}$/);
    },
  );

  it.each(SEEDS)('GET RESTO (minor units), seed %i: the total adds up', async (seed) => {
    const { body } = await placed('PLATFORM_GET_RESTO', seed);
    const order = at(body, 'order');
    const optionSum = (options: unknown[]): number =>
      sum(
        options,
        (option) => num(option, 'quantity') * (num(option, 'unitPrice') + optionSum(list(option, 'options'))),
      );
    const subtotal = sum(
      list(order, 'items'),
      (item) => num(item, 'quantity') * (num(item, 'unitPrice') + optionSum(list(item, 'options'))),
    );
    expect(
      subtotal -
        num(order, 'amounts', 'discount') +
        num(order, 'amounts', 'deliveryFee') +
        num(order, 'amounts', 'tip'),
    ).toBe(num(order, 'amounts', 'total'));
  });

  it('the same seed gives the same order, another seed another', async () => {
    const first = await placed('PLATFORM_DELIVEROO', 7);
    const again = await placed('PLATFORM_DELIVEROO', 7);
    const other = await placed('PLATFORM_DELIVEROO', 8);
    expect(again.body).toEqual(first.body);
    expect(other.body).not.toEqual(first.body);
  });

  it('orders carry nested modifiers, customers and promotions across seeds', async () => {
    const orders = await Promise.all(
      SEEDS.map(async (seed) => at((await placed('PLATFORM_DELIVEROO', seed)).body, 'body', 'order')),
    );
    expect(
      orders.some((order) =>
        list(order, 'items').some((item) =>
          list(item, 'modifiers').some((modifier) => list(modifier, 'modifiers').length > 0),
        ),
      ),
    ).toBe(true);
    expect(orders.every((order) => typeof at(order, 'customer', 'first_name') === 'string')).toBe(true);
    expect(orders.some((order) => num(order, 'offer_discount', 'fractional') > 0)).toBe(true);
  });
});
