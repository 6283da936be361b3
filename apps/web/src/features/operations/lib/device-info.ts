import type { DeviceInput } from '../api/device';

const DEVICE_UUID_KEY = 'deviceUuid';

type BatteryManagerLike = { level: number; charging: boolean };
type NavigatorWithBattery = Navigator & { getBattery?: () => Promise<BatteryManagerLike> };

/** A uuid made once per browser and kept, so the server sees the same tablet on every check-in. */
function readDeviceUuid(): string {
  const stored = localStorage.getItem(DEVICE_UUID_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(DEVICE_UUID_KEY, created);
  return created;
}

type SystemGuess = { platform: string; operatingSystem: string; osVersion: string | null };

const SYSTEMS: readonly { pattern: RegExp; platform: string; operatingSystem: string }[] = [
  { pattern: /Android ([\d.]+)/, platform: 'android', operatingSystem: 'android' },
  { pattern: /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, platform: 'ios', operatingSystem: 'ios' },
  { pattern: /Windows NT ([\d.]+)/, platform: 'web', operatingSystem: 'windows' },
  { pattern: /Mac OS X ([\d_.]+)/, platform: 'web', operatingSystem: 'mac' },
  { pattern: /CrOS \S+ ([\d.]+)/, platform: 'web', operatingSystem: 'chromeos' },
  { pattern: /Linux()/, platform: 'web', operatingSystem: 'linux' },
];

/** Platform, system and version read from the user agent (browsers give nothing more precise). */
export function guessSystem(userAgent: string): SystemGuess {
  for (const system of SYSTEMS) {
    const match = system.pattern.exec(userAgent);
    if (match)
      return {
        platform: system.platform,
        operatingSystem: system.operatingSystem,
        osVersion: match[1]?.replace(/_/g, '.') || null,
      };
  }
  return { platform: 'web', operatingSystem: 'unknown', osVersion: null };
}

function readBrowserVersion(userAgent: string): string | null {
  return /(?:Chrome|Firefox|Version)\/([\d.]+)/.exec(userAgent)?.[1] ?? null;
}

async function readBattery(): Promise<BatteryManagerLike | null> {
  const getBattery = (navigator as NavigatorWithBattery).getBattery;
  if (!getBattery) return null;
  try {
    return await getBattery.call(navigator);
  } catch {
    return null;
  }
}

/** The build this tablet runs (vite.config.ts), or null where none was stamped (tests). */
function readAppVersion(): string | null {
  const version: unknown = import.meta.env.VITE_APP_VERSION;
  return typeof version === 'string' && version !== '' ? version : null;
}

/**
 * The device status sent every minute (docs/product.md#background): battery where the browser tells it, system,
 * browser.
 */
export async function collectDeviceInfo(): Promise<DeviceInput> {
  const userAgent = navigator.userAgent;
  const battery = await readBattery();
  const system = guessSystem(userAgent);
  return {
    uuid: readDeviceUuid(),
    batteryLevel: battery ? battery.level : null,
    isCharging: battery ? battery.charging : null,
    isVirtual: false,
    manufacturer: null,
    model: null,
    operatingSystem: system.operatingSystem,
    osVersion: system.osVersion,
    platform: system.platform,
    webViewVersion: readBrowserVersion(userAgent),
    appVersion: readAppVersion(),
    token: null,
  };
}
