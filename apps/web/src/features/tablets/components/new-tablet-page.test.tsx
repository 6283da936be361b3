import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { Device } from '../api/devices';
import { NewTabletPage } from './new-tablet-page';

const LINK = 'https://pos.example.com/direct/auth/Q2hhbmdlIG1lIGZvciBhIHJlYWwgdG9rZW4gcGxlYXNlIQ';

function aDevice(overrides: Partial<Device>): Device {
  return {
    id: 7,
    name: 'Kitchen tablet',
    lastSeenAt: new Date(Date.now() - 120_000).toISOString(),
    batteryLevel: 0.8,
    isCharging: false,
    appVersion: '2.3.1',
    model: 'Tab A8',
    os: 'android',
    enrolledAt: new Date(Date.now() - 86_400_000).toISOString(),
    revokedAt: null,
    ...overrides,
  };
}

type Call = { query: string; variables: Record<string, unknown> };

function serve(devices: Device[], account = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE'])) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile')) return { json: profileAnswer(account) };
    if (call.query.includes('query Devices')) return { json: { data: { devices } } };
    calls.push(call);
    if (call.query.includes('createTabletEnrolment')) {
      return {
        json: {
          data: {
            createTabletEnrolment: {
              code: '01234567',
              link: LINK,
              expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
            },
          },
        },
      };
    }
    return { json: { data: { revokeDevice: true } } };
  });
  return calls;
}

const render = () =>
  renderWithProviders(<NewTabletPage />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

describe('NewTabletPage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    refreshSession();
  });

  it('creates a code for a named tablet and shows it in two groups, with its QR code, link and time left', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Create a code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/Tablet name/), 'Kitchen tablet');
    await user.click(screen.getByRole('button', { name: 'Create a code' }));

    expect(await screen.findByText('0123 4567')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ deviceName: 'Kitchen tablet' });
    expect(screen.getByRole('img', { name: 'QR code of the sign-in link' })).toBeInTheDocument();
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(screen.getByText(/Expires in 1[45]:\d\d/)).toBeInTheDocument();
  });

  it('lists the tablets with their last check-in, battery and app version, and revokes one after a confirmation', async () => {
    const calls = serve([aDevice({}), aDevice({ id: 8, name: null, batteryLevel: null, appVersion: null })]);
    const user = userEvent.setup();
    render();
    const [kitchen, ...others] = await screen.findAllByTestId('tablet-device');
    expect(kitchen).toHaveTextContent('Kitchen tablet');
    expect(kitchen).toHaveTextContent('Last check-in 2 min. ago');
    expect(kitchen).toHaveTextContent('Battery 80%');
    expect(kitchen).toHaveTextContent('App 2.3.1');
    // A browser signed in with the password has nothing of its own to revoke: counted on one line, not a row.
    expect(others).toEqual([]);
    expect(screen.getByTestId('password-devices')).toHaveTextContent(
      'And 1 browser signed in with the password: changing the password signs it out.',
    );

    await user.click(within(kitchen as HTMLElement).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Kitchen tablet”?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the tablet' }));
    await waitFor(() => expect(calls.map((call) => call.variables)).toEqual([{ id: 7 }]));
  });

  it('tells staff to act as the company', async () => {
    serve([], anAccount('User', ['ROLE_ADMINISTRATOR']));
    render();
    expect(await screen.findByText(/act as the company to add one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a code' })).toBeNull();
  });
});
