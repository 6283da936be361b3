import { useSyncExternalStore } from 'react';

const NOTES_HZ = [880, 1_175, 880, 1_175];
const NOTE_S = 0.18;

// One context for the app's life: a browser lets a page resume a context once a tap allowed it, and a context per chime
// would each start suspended again.
let context: AudioContext | null = null;
let blocked = false;
const listeners = new Set<() => void>();

function setBlocked(next: boolean): void {
  if (blocked === next) return;
  blocked = next;
  listeners.forEach((listener) => listener());
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return null;
  context = new AudioContextClass();
  const created = context;
  created.addEventListener('statechange', () => setBlocked(created.state === 'suspended'));
  return created;
}

/** Whether the browser refused the sound until a tap (an autoplay policy): the enable-sound bar shows meanwhile. */
export function useSoundBlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => blocked,
  );
}

/** An autoplay refusal: `play()`'s NotAllowedError, or the chime's own when the audio context stays suspended. */
export function reportIfBlocked(error: unknown): void {
  if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
}

/**
 * Asks the browser for sound; called from a tap (which is what lets it start) and once at start, so that a tablet
 * reloaded without a tap says at once that it cannot ring rather than at the first order.
 */
export function unlockSound(): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'suspended') return;
  setBlocked(true);
  audio.resume().catch(() => undefined);
}

/** A bright two-tone chime made with WebAudio, so no sound file has to be fetched; rejects when audio is blocked. */
export async function playNewOrderSound(volume: number): Promise<void> {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') {
    unlockSound();
    throw new DOMException('The browser blocks sound until the screen is tapped', 'NotAllowedError');
  }
  const gain = audio.createGain();
  gain.gain.value = volume;
  gain.connect(audio.destination);
  NOTES_HZ.forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start(audio.currentTime + index * NOTE_S);
    oscillator.stop(audio.currentTime + (index + 1) * NOTE_S - 0.02);
    if (index === NOTES_HZ.length - 1) oscillator.onended = () => gain.disconnect();
  });
}
