import type { PlatformCode } from '@comptoir/domain';
import type { PlatformAdapter } from './adapter';
import { clickNCollectAdapter } from './click-n-collect/adapter';
import { deliverooAdapter } from './deliveroo/adapter';
import { getRestoAdapter } from './get-resto/adapter';
import { glovoAdapter } from './glovo/adapter';
import { justEatAdapter } from './just-eat/adapter';
import { uberEatsAdapter } from './uber-eats/adapter';

/** One adapter per platform that talks to Comptoir; each platform's helper adds its own line. */
export const PLATFORM_ADAPTERS: Partial<Record<PlatformCode, PlatformAdapter>> = {
  PLATFORM_UBER_EAT: uberEatsAdapter,
  PLATFORM_DELIVEROO: deliverooAdapter,
  PLATFORM_JUST_EAT: justEatAdapter,
  PLATFORM_GLOVO: glovoAdapter,
  PLATFORM_CLICK_N_COLLECT: clickNCollectAdapter,
  PLATFORM_GET_RESTO: getRestoAdapter,
};

export function adapterFor(code: PlatformCode): PlatformAdapter | null {
  return PLATFORM_ADAPTERS[code] ?? null;
}

/** The adapter behind `POST /webhooks/{slug}`; null for an unknown slug (→ 404). */
export function adapterForSlug(slug: string): PlatformAdapter | null {
  return Object.values(PLATFORM_ADAPTERS).find((adapter) => adapter.slug === slug) ?? null;
}
