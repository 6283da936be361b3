export const PLATFORM_CODES = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
] as const;

export type PlatformCode = (typeof PLATFORM_CODES)[number];

export type Platform = {
  code: PlatformCode;
  label: string;
  /** Brand colour, used for order headers and badges. */
  color: string;
  /** Webhook path segment (`POST /webhooks/{slug}`); null when the platform sends no webhooks. */
  slug: string | null;
  picture: string;
};

export const PLATFORMS: Readonly<Record<PlatformCode, Platform>> = {
  PLATFORM_UBER_EAT: {
    code: 'PLATFORM_UBER_EAT',
    label: 'Uber Eats',
    color: '#06C167',
    slug: 'uber-eats',
    picture: '/platforms/uber-eats.svg',
  },
  PLATFORM_DELIVEROO: {
    code: 'PLATFORM_DELIVEROO',
    label: 'Deliveroo',
    color: '#00CCBC',
    slug: 'deliveroo',
    picture: '/platforms/deliveroo.svg',
  },
  PLATFORM_JUST_EAT: {
    code: 'PLATFORM_JUST_EAT',
    label: 'Just Eat',
    color: '#FF8000',
    slug: 'just-eat',
    picture: '/platforms/just-eat.svg',
  },
  PLATFORM_GLOVO: {
    code: 'PLATFORM_GLOVO',
    label: 'Glovo',
    color: '#FFC244',
    slug: 'glovo',
    picture: '/platforms/glovo.svg',
  },
  // Click N Collect is the product's own ordering channel: orders arrive without a platform webhook.
  PLATFORM_CLICK_N_COLLECT: {
    code: 'PLATFORM_CLICK_N_COLLECT',
    label: 'Click N Collect',
    color: '#6D28D9',
    slug: null,
    picture: '/platforms/click-n-collect.svg',
  },
  PLATFORM_GET_RESTO: {
    code: 'PLATFORM_GET_RESTO',
    label: 'GET RESTO',
    color: '#D62839',
    slug: 'get-resto',
    picture: '/platforms/get-resto.svg',
  },
};

const platformCodeSet: ReadonlySet<string> = new Set(PLATFORM_CODES);

export function isPlatformCode(x: unknown): x is PlatformCode {
  return typeof x === 'string' && platformCodeSet.has(x);
}

export function platformBySlug(slug: string): Platform | null {
  return PLATFORM_CODES.map((code) => PLATFORMS[code]).find((platform) => platform.slug === slug) ?? null;
}
