import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAccount, aViewer, profileAnswer } from '../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { refreshSession } from '../../lib/session';
import type { Account } from '../../lib/api/profile';
import { playNewOrderSound } from '../../features/orders/lib/new-order-sound';
import { aCart } from '../../features/orders/testing/a-cart';
import { VerticalLayout } from './vertical-layout';

vi.mock('../../features/orders/lib/new-order-sound', async (original) => ({
  ...(await original<typeof import('../../features/orders/lib/new-order-sound')>()),
  playNewOrderSound: vi.fn(),
}));
vi.mock('../../features/orders/lib/order-cache', () => ({
  readCachedOrders: vi.fn().mockResolvedValue(null),
  writeCachedOrders: vi.fn().mockResolvedValue(undefined),
}));

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);

function showHistory(account: Account) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const fetchMock = mockGraphQL(({ query }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    if (query.includes('query ActiveOrders')) {
      const created = [aCart({ id: 701, displayId: 'NEW7', status: 'CREATED' })];
      return { json: { data: { activeOrders: { created, accepted: [], finished: [] } } } };
    }
    if (query.includes('subscription OrderEvents')) return new Promise<never>(() => {});
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/history']}>
      <Routes>
        <Route element={<VerticalLayout viewer={aViewer(account)} />}>
          <Route path="/history" element={<p>History screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

const activeOrdersCalls = (fetchMock: ReturnType<typeof mockGraphQL>) =>
  fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes('query ActiveOrders')).length;

beforeEach(() => {
  vi.mocked(playNewOrderSound).mockReset().mockResolvedValue();
});

describe('the new-order alert in the app shell', () => {
  it('on a screen other than Orders, rings for a New order and shows the New badge leading to the New tab', async () => {
    const fetchMock = showHistory(company);
    expect(await screen.findByText('History screen')).toBeInTheDocument();
    const badge = await screen.findByRole('link', { name: 'New orders: 1' });
    expect(badge).toHaveAttribute('href', '/home');
    await waitFor(() => expect(playNewOrderSound).toHaveBeenCalledWith(0.25));
    // The badge reads the feed's answer: one poll, not one per reader.
    expect(activeOrdersCalls(fetchMock)).toBe(1);
  });

  it('neither rings nor counts for an administrator', async () => {
    const fetchMock = showHistory(admin);
    expect(await screen.findByText('History screen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New orders/ })).not.toBeInTheDocument();
    expect(playNewOrderSound).not.toHaveBeenCalled();
    expect(activeOrdersCalls(fetchMock)).toBe(0);
  });

  it('shows the enable-sound bar when the browser refuses to play', async () => {
    vi.mocked(playNewOrderSound).mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    showHistory(company);
    expect(await screen.findByRole('button', { name: 'Tap to enable sound' })).toBeInTheDocument();
  });
});
