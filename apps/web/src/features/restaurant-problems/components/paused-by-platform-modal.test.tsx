import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { PROBLEM_MODAL_REOPEN_MS, STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { CheckedRestaurant } from '../api/restaurant-problems';
import { PausedByPlatformModal } from './paused-by-platform-modal';

const pausedByUber: CheckedRestaurant = {
  uuid: 'uuid-uber',
  title: 'Burger Uber',
  isPaused: false,
  unlinkedAt: null,
  integrationStatus: 'INTEGRATED',
  isTabletLess: false,
  platform: { name: 'PLATFORM_UBER_EAT' },
  company: { id: 1 },
  platformData: { hasLoginPassword: true },
  restaurantKOM: {
    isConnected: true,
    isOrderable: false,
    isVisible: true,
    isAutoPausedUntil: null,
    isBusyUntil: null,
    statusReason: 'PAUSED_BY_UBER',
  },
  printerProblems: [],
  tabletsSilentSince: null,
};

type Call = { query: string; variables: Record<string, unknown> };

function serve() {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query RestaurantProblems'))
      return { json: { data: { restaurants: { edges: [{ node: pausedByUber }] } } } };
    if (call.query.includes('query Profile'))
      return {
        json: { data: { init: { connected: true, me: null, switchedUser: null, platforms: [], printers: [] } } },
      };
    calls.push(call);
    return { json: { data: { pauseRestaurant: { uuid: 'uuid-uber', isPaused: false } } } };
  });
  return calls;
}

function renderModal() {
  renderWithProviders(
    <>
      <Notifications />
      <PausedByPlatformModal />
    </>,
  );
}

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
});

describe('PausedByPlatformModal', () => {
  it('stays open on Escape and reactivates the restaurant', async () => {
    const calls = serve();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant paused by the platform' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate Burger Uber' }));
    expect(await screen.findByText('Information updated !')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ restaurantUuid: 'uuid-uber' });
    expect(calls[0]?.query).toContain('pause: false');
  });

  it('comes back after five minutes while the platform still holds the pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant paused by the platform' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restaurant paused by the platform' })).not.toBeInTheDocument(),
    );
    act(() => vi.advanceTimersByTime(PROBLEM_MODAL_REOPEN_MS - 1000));
    expect(screen.queryByRole('dialog', { name: 'Restaurant paused by the platform' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('dialog', { name: 'Restaurant paused by the platform' })).toBeInTheDocument();
  });
});
