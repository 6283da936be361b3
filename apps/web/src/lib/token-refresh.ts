import { useEffect } from 'react';
import { PROFILE_POLL_MS, shouldRefreshToken } from '@comptoir/domain';
import { requestFreshToken } from './api/refresh-token';
import { getSession, saveToken } from './session';
import { readTokenExpiry } from './token';

/** Swaps the stored token for a fresh one when it expires in under five days (docs/product.md#background). */
async function refreshTokenIfDue(now: number = Date.now()): Promise<boolean> {
  const { token } = getSession();
  if (!token) return false;
  const expiresAt = readTokenExpiry(token);
  if (expiresAt === null || !shouldRefreshToken(expiresAt, now)) return false;
  try {
    saveToken(await requestFreshToken());
    return true;
  } catch (error) {
    console.warn('Token refresh failed', error);
    return false;
  }
}

/** Checks at start and then every profile poll. */
export function useTokenRefresh(): void {
  useEffect(() => {
    void refreshTokenIfDue();
    const timer = window.setInterval(() => void refreshTokenIfDue(), PROFILE_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
