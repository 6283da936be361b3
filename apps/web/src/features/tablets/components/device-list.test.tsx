import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@comptoir/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { Device } from '../api/devices';
import { DeviceList } from './device-list';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aDevice(id: number, name: string, overrides: Partial<Device> = {}): Device {
  return {
    id,
    name,
    lastSeenAt: minutesAgo(1),
    batteryLevel: 0.42,
    isCharging: true,
    appVersion: '2.4.0',
    model: 'Tab A8',
    os: 'android',
    enrolledAt: minutesAgo(60 * 24),
    revokedAt: null,
    ...overrides,
  };
}

function serve(devices: Device[]) {
  mockGraphQL((call) =>
    call.query.includes('query Devices')
      ? { json: { data: { devices } } }
      : { json: { data: null, errors: [{ message: 'not mocked' }] } },
  );
}

const render = () =>
  renderWithProviders(<DeviceList />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

describe('DeviceList', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    refreshSession();
  });

  it('marks a tablet silent for more than 5 minutes, not a recent one, a never-seen one or a revoked one', async () => {
    serve([
      aDevice(1, 'Counter'),
      aDevice(2, 'Kitchen', { lastSeenAt: minutesAgo(6), batteryLevel: 0.07, isCharging: false }),
      aDevice(3, 'Spare', { lastSeenAt: null }),
      aDevice(4, 'Old one', { lastSeenAt: minutesAgo(600), revokedAt: minutesAgo(500) }),
    ]);
    render();
    const [counter, kitchen, spare, old] = await screen.findAllByTestId('tablet-device');
    expect(counter).toHaveTextContent('Last check-in 1 min. ago · Tab A8 · android');
    expect(counter).toHaveTextContent('Battery 42%, charging');
    expect(counter).toHaveTextContent('App 2.4.0');
    expect(counter?.querySelector('[data-testid="device-silent"]')).toBeNull();

    expect(kitchen).toHaveTextContent('Last check-in 6 min. ago');
    expect(kitchen).toHaveTextContent('Battery 7%');
    expect(kitchen?.querySelector('[data-testid="device-silent"]')).toHaveTextContent('Not responding');

    expect(spare).toHaveTextContent('Not checked in yet');
    expect(spare?.querySelector('[data-testid="device-silent"]')).toBeNull();
    expect(old).toHaveTextContent('Revoked');
    expect(old?.querySelector('[data-testid="device-silent"]')).toBeNull();
  });
});
