import type { PlatformCode } from '@comptoir/domain';
import type { SimDayOff, SimItemState, SimMenu, SimPeriod, SimWeekDay } from './sim-menu';
import type { SimPlatformHold } from './store-state';

/** A restaurant as its simulated platform keeps it: open or paused, busy or not, and its tablet login. */
export type SimStore = {
  platform: PlatformCode;
  storeId: string;
  status: 'open' | 'paused';
  /** When a timed pause ends (Uber `paused_until`, Glovo closing `until`); null: until reopened. */
  pausedUntil: Date | null;
  pauseReason: string | null;
  /** The platform's own stop or hiding of the store (store-state.ts), whatever the restaurant's pause; null: none. */
  platformHold: SimPlatformHold | null;
  /** Uber's default preparation time, or the one GET RESTO's settings callback gave, once set. */
  preparationSeconds: number | null;
  /** Who delivers, as GET RESTO's settings callback last said (PLATFORM or RESTAURANT); null: never told. */
  deliveryMode: string | null;
  /** Deliveroo's BUSY workload, or GET RESTO's busy mode with what the application was told. */
  busy: { extraPreparationMinutes: number | null; busyMinutes: number | null } | null;
  /** The tablet / Hub login the platform accepts; null: none was configured. */
  tablet: { login: string; password: string } | null;
  /** Deliveroo's brand of the site, when the platform knows it; null: any brand is taken (the demo restaurants). */
  brandId: string | null;
  /** Whether the restaurant linked Comptoir's integration on the platform (unconnected-stores.ts). */
  linkedToIntegrator: boolean;
  /** The last menu uploaded, as the platform received it; null: never uploaded (the demo restaurants start so). */
  menu: SimMenu | null;
  /** Each item's availability as the last call (or the menu upload) left it, by the item's platform id. */
  items: Record<string, SimItemState>;
  /** The weekly hours as last set (Uber: its menus' service availability); null: never set. */
  openingHours: SimWeekDay[] | null;
  /** Closed or special days by local date (Uber holiday hours, GET RESTO closures); a closed day has no period. */
  holidayHours: Record<string, SimPeriod[]> | null;
  /** Deliveroo days off, with their ids; a cancelled one stays listed, marked cancelled. */
  daysOff: SimDayOff[];
  /** When the store's recent single-item calls came (Glovo's 120 a minute), in epoch ms. */
  recentItemCalls: number[];
};

export type SimStoreSeed = {
  platform: PlatformCode;
  storeId: string;
  tabletLogin?: string | null;
  tabletPass?: string | null;
  brandId?: string | null;
  linkedToIntegrator?: boolean;
};

export function createSimStore(seed: SimStoreSeed): SimStore {
  return {
    platform: seed.platform,
    storeId: seed.storeId,
    status: 'open',
    pausedUntil: null,
    pauseReason: null,
    platformHold: null,
    preparationSeconds: null,
    deliveryMode: null,
    busy: null,
    tablet: seed.tabletLogin && seed.tabletPass ? { login: seed.tabletLogin, password: seed.tabletPass } : null,
    brandId: seed.brandId ?? null,
    linkedToIntegrator: seed.linkedToIntegrator ?? true,
    menu: null,
    items: {},
    openingHours: null,
    holidayHours: null,
    daysOff: [],
    recentItemCalls: [],
  };
}

export function pauseStore(store: SimStore, until: Date | null, reason: string | null): void {
  store.status = 'paused';
  store.pausedUntil = until;
  store.pauseReason = reason;
}

export function reopenStore(store: SimStore): void {
  store.status = 'open';
  store.pausedUntil = null;
  store.pauseReason = null;
}

export function storeKey(platform: PlatformCode, storeId: string): string {
  return `${platform}:${storeId}`;
}
