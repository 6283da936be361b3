import { useEffect } from 'react';
import { DEVICE_CHECKIN_MS } from '@comptoir/domain';
import type { Viewer } from '../../../lib/connection';
import { sendDeviceState } from '../api/device';
import { collectDeviceInfo } from './device-info';

async function checkInDevice(): Promise<void> {
  try {
    await sendDeviceState(await collectDeviceInfo());
  } catch (error) {
    // docs/product.md#errors-and-messages: errors of device calls are logged only.
    console.warn('Device check-in failed', error);
  }
}

/** docs/product.md#background: device status every 60 s for company users, never while acting as another account. */
export function useDeviceCheckIn(viewer: Viewer | null): void {
  const active = viewer?.typename === 'Company' && viewer.switchEmail === null;
  useEffect(() => {
    if (!active) return;
    void checkInDevice();
    const timer = window.setInterval(() => void checkInDevice(), DEVICE_CHECKIN_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
