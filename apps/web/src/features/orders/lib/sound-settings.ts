import { useSyncExternalStore } from 'react';
import { ALERT_SOUND_VOLUME, STORAGE_KEYS } from '@comptoir/domain';

export type SoundSettings = { muted: boolean; volume: number };

const listeners = new Set<() => void>();
let cached: { raw: string; settings: SoundSettings } | null = null;

function parseVolume(stored: string | null): number {
  const volume = Number(stored);
  return stored !== null && stored !== '' && volume >= 0 && volume <= 1 ? volume : ALERT_SOUND_VOLUME;
}

// Read from storage each time (so what a test or another tab stored counts), the same object while nothing changed.
function readSoundSettings(): SoundSettings {
  const mute = localStorage.getItem(STORAGE_KEYS.mute);
  const volume = localStorage.getItem(STORAGE_KEYS.alertVolume);
  const raw = `${mute}|${volume}`;
  if (cached?.raw !== raw) cached = { raw, settings: { muted: mute === 'true', volume: parseVolume(volume) } };
  return cached.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The new-order sound's mute switch (storage key `mute`) and volume (`alertVolume`), kept by the device; one copy for
 * the whole app, so the switch on the Orders screen silences the ringing on every screen at once.
 */
export function saveSoundSettings(change: Partial<SoundSettings>): void {
  const next = { ...readSoundSettings(), ...change };
  localStorage.setItem(STORAGE_KEYS.mute, String(next.muted));
  localStorage.setItem(STORAGE_KEYS.alertVolume, String(next.volume));
  listeners.forEach((listener) => listener());
}

export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, readSoundSettings);
}
