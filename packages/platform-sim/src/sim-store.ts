import type { PlatformCode } from '@comptoir/domain';

/** A restaurant as its simulated platform keeps it: open or paused, busy or not, and its tablet login. */
export type SimStore = {
  platform: PlatformCode;
  storeId: string;
  status: 'open' | 'paused';
  /** When a timed pause ends (Uber `paused_until`, Glovo closing `until`); null: until reopened. */
  pausedUntil: Date | null;
  pauseReason: string | null;
  /** Uber's default preparation time, once set. */
  preparationSeconds: number | null;
  /** Deliveroo's BUSY workload, or GET RESTO's busy mode with what the application was told. */
  busy: { extraPreparationMinutes: number | null; busyMinutes: number | null } | null;
  /** The tablet / Hub login the platform accepts; null: none was configured. */
  tablet: { login: string; password: string } | null;
};

export type SimStoreSeed = { platform: PlatformCode; storeId: string; tabletLogin?: string | null; tabletPass?: string | null };

export function createSimStore(seed: SimStoreSeed): SimStore {
  return {
    platform: seed.platform,
    storeId: seed.storeId,
    status: 'open',
    pausedUntil: null,
    pauseReason: null,
    preparationSeconds: null,
    busy: null,
    tablet: seed.tabletLogin && seed.tabletPass ? { login: seed.tabletLogin, password: seed.tabletPass } : null,
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
