import type { PlatformCode } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { OutboundCall, StoreAction, StoreRef } from './adapter';
import { glovoStoreCall } from './glovo/store';
import { adapterFor } from './registry';

const PAUSE: StoreAction = { type: 'pause' };
const UNPAUSE: StoreAction = { type: 'unpause' };
const BUSY: StoreAction = { type: 'busy', preparationMinutes: 10, busyMinutes: 30 };
const NOT_BUSY: StoreAction = { type: 'notBusy' };
const PREPARATION: StoreAction = { type: 'preparationTime', minutes: 20 };
const DELIVERY_MODE: StoreAction = { type: 'deliveryMode', mode: 'RESTAURANT' };

function storeCall(platform: PlatformCode, action: StoreAction, store: StoreRef): OutboundCall | null {
  return adapterFor(platform)?.storeCall?.(action, store) ?? null;
}

describe('Uber Eats store calls (docs/platforms.md#uber-eats-store-hours-and-menus)', () => {
  const store = { storeId: 'ab/12', preparationMinutes: 15 };

  it('pauses and reopens through the store status call', () => {
    expect(storeCall('PLATFORM_UBER_EAT', PAUSE, store)).toEqual({
      method: 'POST',
      path: '/v1/eats/store/ab%2F12/status',
      body: { status: 'PAUSED', reason: expect.any(String) },
    });
    expect(storeCall('PLATFORM_UBER_EAT', UNPAUSE, store)).toMatchObject({
      method: 'POST',
      path: '/v1/eats/store/ab%2F12/status',
      body: { status: 'ONLINE' },
    });
  });

  it('busy raises the default preparation time by the chosen minutes, in seconds; not busy puts the usual time back', () => {
    expect(storeCall('PLATFORM_UBER_EAT', BUSY, store)).toEqual({
      method: 'POST',
      path: '/v1/delivery/store/ab%2F12/update-store-prep-time',
      body: { default_prep_time: 25 * 60 },
    });
    expect(storeCall('PLATFORM_UBER_EAT', NOT_BUSY, store)).toEqual({
      method: 'POST',
      path: '/v1/delivery/store/ab%2F12/update-store-prep-time',
      body: { default_prep_time: 15 * 60 },
    });
  });

  it('caps the preparation time at Uber’s 3 hours', () => {
    expect(
      storeCall(
        'PLATFORM_UBER_EAT',
        { type: 'busy', preparationMinutes: 35, busyMinutes: 15 },
        { storeId: 's', preparationMinutes: 170 },
      )?.body,
    ).toEqual({ default_prep_time: 10_800 });
  });

  it('cannot end busy mode without the usual preparation time to go back to', () => {
    expect(storeCall('PLATFORM_UBER_EAT', NOT_BUSY, { storeId: 's', preparationMinutes: null })).toBeNull();
  });
});

describe('Deliveroo store calls (docs/platforms.md#deliveroo-site-hours-and-menus)', () => {
  const store = { storeId: '482913', brandId: 'demo-brand' };
  const site = '/site/v1/brands/demo-brand/sites/482913';

  it.each([
    [PAUSE, { method: 'PUT', path: `${site}/status`, body: { status: 'closed' } }],
    [UNPAUSE, { method: 'PUT', path: `${site}/status`, body: { status: 'open' } }],
    [BUSY, { method: 'PUT', path: `${site}/workload/mode`, body: { mode: 'BUSY' } }],
    [NOT_BUSY, { method: 'PUT', path: `${site}/workload/mode`, body: { mode: 'QUIET' } }],
  ])('%j → the site call', (action, call) => {
    expect(storeCall('PLATFORM_DELIVEROO', action, store)).toEqual(call);
  });

  it('sends nothing without the brand id the site paths need', () => {
    expect(storeCall('PLATFORM_DELIVEROO', PAUSE, { storeId: '482913' })).toBeNull();
  });
});

describe('Glovo store calls (docs/platforms.md#glovo)', () => {
  const now = new Date('2026-03-12T11:45:00Z');

  it('pauses with a temporary closing of a day and reopens by deleting it', () => {
    expect(glovoStoreCall(PAUSE, { storeId: 'FR-K2J9QD' }, now)).toEqual({
      method: 'PUT',
      path: '/webhook/stores/FR-K2J9QD/closing',
      body: { until: '2026-03-13T11:45:00.000Z' },
    });
    expect(storeCall('PLATFORM_GLOVO', UNPAUSE, { storeId: 'FR-K2J9QD' })).toEqual({
      method: 'DELETE',
      path: '/webhook/stores/FR-K2J9QD/closing',
    });
  });

  it('has no busy call', () => {
    expect(storeCall('PLATFORM_GLOVO', BUSY, { storeId: 'FR-K2J9QD' })).toBeNull();
    expect(storeCall('PLATFORM_GLOVO', NOT_BUSY, { storeId: 'FR-K2J9QD' })).toBeNull();
  });
});

describe('GET RESTO store callbacks (get-resto/README.md)', () => {
  it.each([
    [PAUSE, { paused: true }],
    [UNPAUSE, { paused: false }],
    [BUSY, { busy: true, extraPreparationMinutes: 10, busyMinutes: 30 }],
    [NOT_BUSY, { busy: false }],
  ])('%j → POST /stores/{id}/status %j', (action, body) => {
    expect(storeCall('PLATFORM_GET_RESTO', action, { storeId: 'gr-4821' })).toEqual({
      method: 'POST',
      path: '/stores/gr-4821/status',
      body,
    });
  });
});

describe('platforms without store calls', () => {
  it.each([PAUSE, UNPAUSE, BUSY, NOT_BUSY])(
    'Just Eat (no pause switch, no busy mode) and Click N Collect send nothing for %j',
    (action) => {
      expect(storeCall('PLATFORM_JUST_EAT', action, { storeId: '51234' })).toBeNull();
      expect(storeCall('PLATFORM_CLICK_N_COLLECT', action, { storeId: 'cnc' })).toBeNull();
    },
  );
});

describe('settings screen store calls (docs/restaurant-settings.md#platforms)', () => {
  it('sends the usual preparation time to Uber Eats in seconds, capped at 3 hours', () => {
    expect(storeCall('PLATFORM_UBER_EAT', PREPARATION, { storeId: 's' })).toEqual({
      method: 'POST',
      path: '/v1/delivery/store/s/update-store-prep-time',
      body: { default_prep_time: 1200 },
    });
    expect(storeCall('PLATFORM_UBER_EAT', { type: 'preparationTime', minutes: 200 }, { storeId: 's' })?.body).toEqual({
      default_prep_time: 10_800,
    });
  });

  it('tells a GET RESTO application both, on its settings callback', () => {
    expect(storeCall('PLATFORM_GET_RESTO', PREPARATION, { storeId: 'gr-4821' })).toEqual({
      method: 'POST',
      path: '/stores/gr-4821/settings',
      body: { preparationMinutes: 20 },
    });
    expect(storeCall('PLATFORM_GET_RESTO', DELIVERY_MODE, { storeId: 'gr-4821' })).toEqual({
      method: 'POST',
      path: '/stores/gr-4821/settings',
      body: { deliveryMode: 'RESTAURANT' },
    });
  });

  it.each<[PlatformCode, StoreAction]>([
    ['PLATFORM_UBER_EAT', DELIVERY_MODE],
    ['PLATFORM_DELIVEROO', PREPARATION],
    ['PLATFORM_DELIVEROO', DELIVERY_MODE],
    ['PLATFORM_GLOVO', PREPARATION],
    ['PLATFORM_GLOVO', DELIVERY_MODE],
    ['PLATFORM_JUST_EAT', PREPARATION],
    ['PLATFORM_CLICK_N_COLLECT', PREPARATION],
  ])('%s has no call for %j', (platform, action) => {
    expect(storeCall(platform, action, { storeId: 's', brandId: 'b' })).toBeNull();
  });
});
