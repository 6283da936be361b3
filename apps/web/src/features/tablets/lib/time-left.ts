import { formatCountdown } from '../../../lib/format-countdown';

/** Minutes and seconds left until `expiresAt` ("14:07"), or null once it has passed. */
export function formatTimeLeft(expiresAt: string, now: number = Date.now()): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  return seconds > 0 ? formatCountdown(seconds) : null;
}
