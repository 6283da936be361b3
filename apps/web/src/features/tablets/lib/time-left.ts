/** Minutes and seconds left until `expiresAt` ("14:07"), or null once it has passed. */
export function formatTimeLeft(expiresAt: string, now: number = Date.now()): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${(seconds % 60).toString().padStart(2, '0')}`;
}
