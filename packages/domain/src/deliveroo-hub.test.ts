import { describe, expect, it } from 'vitest';
import { readDeliverooHubUrl } from './deliveroo-hub';

describe('readDeliverooHubUrl', () => {
  it.each([
    ['https://partner-hub.deliveroo.com/brands/48213/restaurants/702911/orders', '48213', '702911'],
    ['partner-hub.deliveroo.com/brand/48213/site/702911', '48213', '702911'],
    ['https://partner-hub.deliveroo.co.uk/brands/b-77/branches/s_12?tab=menu', 'b-77', 's_12'],
    ['https://partner-hub.deliveroo.fr/#/brands/48213/locations/702911/hours', '48213', '702911'],
    ['https://partner-hub.deliveroo.com/reports?brand_id=48213&site_id=702911', '48213', '702911'],
    ['  https://PARTNER-HUB.deliveroo.com/Brands/48213/Restaurants/702911  ', '48213', '702911'],
  ])('reads the brand and site of %s', (address, brandId, siteId) => {
    expect(readDeliverooHubUrl(address)).toEqual({ ok: true, ids: { brandId, siteId } });
  });

  it.each([
    ['not an address at all', 'HUB_URL_INVALID'],
    ['ftp://partner-hub.deliveroo.com/brands/1/restaurants/2', 'HUB_URL_INVALID'],
    ['https://partner-hub.deliveroo.com.evil.test/brands/1/restaurants/2', 'HUB_URL_NOT_DELIVEROO'],
    ['https://example.com/brands/1/restaurants/2', 'HUB_URL_NOT_DELIVEROO'],
    ['https://partner-hub.deliveroo.com/restaurants/702911', 'HUB_URL_NO_BRAND'],
    ['https://partner-hub.deliveroo.com/brands/48213/orders', 'HUB_URL_NO_SITE'],
    ['https://partner-hub.deliveroo.com/brands/48213/restaurants/../orders', 'HUB_URL_NO_SITE'],
  ])('refuses %s (%s) rather than guess', (address, problem) => {
    expect(readDeliverooHubUrl(address)).toEqual({ ok: false, problem });
  });
});
