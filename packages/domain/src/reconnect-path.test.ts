import { describe, expect, it } from 'vitest';
import { reconnectPath } from './reconnect-path';

const UBER = { uuid: 'r-1', platform: 'PLATFORM_UBER_EAT', companyId: 7 } as const;

describe('reconnectPath', () => {
  it("leads a company user to its own wizard's platform step, naming the restaurant", () => {
    expect(reconnectPath(UBER, ['ROLE_COMPANY_ADMIN'])).toBe('/restaurants/new/uber-eats?reconnect=r-1');
  });

  it("leads an administrator or account manager to the company's wizard", () => {
    expect(reconnectPath({ ...UBER, platform: 'PLATFORM_DELIVEROO' }, ['ROLE_ADMINISTRATOR'])).toBe(
      '/company/7/restaurants/new/deliveroo?reconnect=r-1',
    );
    expect(reconnectPath(UBER, ['ROLE_ACCOUNT_MANAGER'])).toBe('/company/7/restaurants/new/uber-eats?reconnect=r-1');
  });

  it('offers nothing to an account that may open no wizard', () => {
    expect(reconnectPath(UBER, ['ROLE_USER'])).toBeNull();
  });
});
