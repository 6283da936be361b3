import { describe, expect, it } from 'vitest';
import { isServiceCode, serviceForPath } from './services';

describe('serviceForPath', () => {
  it.each([
    ['/analytics', 'ANALYTICS'],
    ['/v0/analytics', 'ANALYTICS'],
    ['/review', 'REVIEW'],
    ['/dispute/order', 'DISPUTE'],
    ['/tva/item', 'TVA'],
    ['/marketing', 'MARKETING'],
    ['/menus', 'ORDER_MANAGER'],
    ['/schedule', 'ORDER_MANAGER'],
    ['/console', null],
    ['/no/such/page', null],
    [null, null],
  ])('%s needs %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });
});

describe('isServiceCode', () => {
  it('knows the services and nothing else', () => {
    expect(isServiceCode('ANALYTICS')).toBe(true);
    expect(isServiceCode('analytics')).toBe(false);
    expect(isServiceCode('FREE_LUNCH')).toBe(false);
  });
});
