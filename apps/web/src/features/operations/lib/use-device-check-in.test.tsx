import { renderHook, waitFor } from '@testing-library/react';
import { DEVICE_CHECKIN_MS } from '@comptoir/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAccount, aViewer } from '../../../test/accounts';
import { mockGraphQL } from '../../../test/render';
import { guessSystem } from './device-info';
import { useDeviceCheckIn } from './use-device-check-in';

const company = anAccount('Company', ['ROLE_COMPANY_ADMIN']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER']);

function sentInputs(fetchMock: ReturnType<typeof mockGraphQL>) {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { variables: { input: Record<string, unknown> } }).variables.input,
  );
}

afterEach(() => vi.useRealTimers());

describe('useDeviceCheckIn', () => {
  it('sends the device status at once and every minute for a company, with a uuid that stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-T220) Chrome/120.0.1.2 Safari/537.36',
      getBattery: () => Promise.resolve({ level: 0.42, charging: true }),
    });
    const fetchMock = mockGraphQL(() => ({ json: { data: { device: true } } }));
    renderHook(() => useDeviceCheckIn(aViewer(company)));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    vi.advanceTimersByTime(DEVICE_CHECKIN_MS);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = sentInputs(fetchMock);
    expect(first).toMatchObject({
      batteryLevel: 0.42,
      isCharging: true,
      platform: 'android',
      operatingSystem: 'android',
      osVersion: '13',
      webViewVersion: '120.0.1.2',
    });
    expect(first?.uuid).toEqual(expect.any(String));
    expect(second?.uuid).toBe(first?.uuid);
  });

  it('sends nothing while acting as the company, nor for an administrator', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: { device: true } } }));
    renderHook(() => useDeviceCheckIn(aViewer(admin, company)));
    renderHook(() => useDeviceCheckIn(aViewer(admin)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('guessSystem', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X)', { platform: 'ios', operatingSystem: 'ios', osVersion: '17.2' }],
    ['Mozilla/5.0 (Linux; Android 13; SM-T220)', { platform: 'android', operatingSystem: 'android', osVersion: '13' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', { platform: 'web', operatingSystem: 'windows', osVersion: '10.0' }],
    ['Mozilla/5.0 (X11; Linux x86_64)', { platform: 'web', operatingSystem: 'linux', osVersion: null }],
    ['curl/8', { platform: 'web', operatingSystem: 'unknown', osVersion: null }],
  ])('%s', (userAgent, system) => {
    expect(guessSystem(userAgent)).toEqual(system);
  });
});
