import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@comptoir/domain';

export function isMuted(): boolean {
  return localStorage.getItem(STORAGE_KEYS.mute) === 'true';
}

/** The new-order sound switch, kept in storage key `mute` so it survives a reload. */
export function useMute(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(isMuted);
  const change = useCallback((next: boolean) => {
    localStorage.setItem(STORAGE_KEYS.mute, String(next));
    setMuted(next);
  }, []);
  return [muted, change];
}
