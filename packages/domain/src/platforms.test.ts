import { describe, expect, it } from 'vitest';
import { PLATFORM_CODES, PLATFORMS, platformBySlug } from './platforms';

describe('platforms', () => {
  it.each<[string, string | null, string | undefined]>([
    ['uber-eats', 'PLATFORM_UBER_EAT', 'Uber Eats'],
    ['deliveroo', 'PLATFORM_DELIVEROO', 'Deliveroo'],
    ['just-eat', 'PLATFORM_JUST_EAT', 'Just Eat'],
    ['glovo', 'PLATFORM_GLOVO', 'Glovo'],
    ['get-resto', 'PLATFORM_GET_RESTO', 'GET RESTO'],
    ['click-n-collect', null, undefined],
    ['ubereats', null, undefined],
  ])('webhook slug %j → %s', (slug, code, label) => {
    expect(platformBySlug(slug)?.code ?? null).toBe(code);
    expect(platformBySlug(slug)?.label).toBe(label);
  });

  it('gives every platform a distinct colour and a picture', () => {
    const colors = PLATFORM_CODES.map((code) => PLATFORMS[code].color.toUpperCase());
    expect(new Set(colors).size).toBe(PLATFORM_CODES.length);
    expect(PLATFORMS.PLATFORM_UBER_EAT.color).toBe('#06C167');
    for (const code of PLATFORM_CODES) {
      expect(PLATFORMS[code].code).toBe(code);
      expect(PLATFORMS[code].picture).toMatch(/^\/platforms\/[a-z-]+\.svg$/);
    }
  });

  it('has no webhook for Click N Collect, the own ordering channel', () => {
    expect(PLATFORMS.PLATFORM_CLICK_N_COLLECT.slug).toBeNull();
  });
});
