import { describe, expect, it } from 'vitest';
import {
  hasDeliveryFilter,
  NO_DELIVERY_FILTERS,
  readDeliveryFilters,
  toDeliveryVariables,
  toEventEnum,
  toEventName,
  writeDeliveryFilters,
} from './delivery-filters';
import { prettyPayload } from './pretty-payload';

describe('delivery filters', () => {
  it.each([
    ['', NO_DELIVERY_FILTERS],
    [
      '?event=order.created&status=FAILED&from=2026-03-01&to=2026-03-31',
      { event: 'order.created', status: 'FAILED', fromDate: '2026-03-01', toDate: '2026-03-31' },
    ],
    ['?event=order.eaten&status=LOST&from=yesterday&to=2026-02-31x', NO_DELIVERY_FILTERS],
    ['?from=2026-03-31&to=2026-03-01', { ...NO_DELIVERY_FILTERS, fromDate: '2026-03-01', toDate: '2026-03-31' }],
    ['?event=ping', { ...NO_DELIVERY_FILTERS, event: 'ping' }],
  ])('reads %s from the URL', (search, expected) => {
    expect(readDeliveryFilters(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only the filters that are set, and reads them back', () => {
    const filters = { event: 'restaurant.paused', status: 'PENDING', fromDate: '2026-03-02', toDate: null } as const;
    const params = writeDeliveryFilters(filters);
    expect(params.toString()).toBe('event=restaurant.paused&status=PENDING&from=2026-03-02');
    expect(readDeliveryFilters(params)).toEqual(filters);
    expect(writeDeliveryFilters(NO_DELIVERY_FILTERS).toString()).toBe('');
  });

  it('sends the enum spelling of the event, the cursor, and null for every filter left empty', () => {
    expect(
      toDeliveryVariables(
        { event: 'order.created', status: 'DELIVERED', fromDate: '2026-03-01', toDate: '2026-03-02' },
        'cursor-2',
      ),
    ).toEqual({
      first: 25,
      after: 'cursor-2',
      event: 'ORDER_CREATED',
      status: 'DELIVERED',
      fromDate: '2026-03-01',
      toDate: '2026-03-02',
    });
    expect(toDeliveryVariables(NO_DELIVERY_FILTERS, null)).toEqual({
      first: 25,
      after: null,
      event: null,
      status: null,
      fromDate: null,
      toDate: null,
    });
  });

  it('turns event names both ways', () => {
    expect(toEventEnum('menu.published')).toBe('MENU_PUBLISHED');
    expect(toEventEnum('ping')).toBe('PING');
    expect(toEventName('DISPUTE_CREATED')).toBe('dispute.created');
    expect(toEventName('PING')).toBe('ping');
  });

  it('knows when a filter is set', () => {
    expect(hasDeliveryFilter(NO_DELIVERY_FILTERS)).toBe(false);
    expect(hasDeliveryFilter({ ...NO_DELIVERY_FILTERS, toDate: '2026-03-01' })).toBe(true);
  });
});

describe('prettyPayload', () => {
  it('indents a JSON body and leaves anything else as it was sent', () => {
    expect(prettyPayload('{"event":"ping","data":{"a":1}}')).toBe(
      '{\n  "event": "ping",\n  "data": {\n    "a": 1\n  }\n}',
    );
    expect(prettyPayload('not json')).toBe('not json');
  });
});
