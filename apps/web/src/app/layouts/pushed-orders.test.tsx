import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAccount, aViewer, profileAnswer } from '../../test/accounts';
import { renderWithProviders } from '../../test/render';
import { refreshSession } from '../../lib/session';
import type { Cart } from '../../features/orders/api/cart-fields';
import { playNewOrderSound } from '../../features/orders/lib/new-order-sound';
import { writeCachedOrders } from '../../features/orders/lib/order-cache';
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
const MINUTE_MS = 60_000;

const waiting = aCart({
  id: 701,
  displayId: 'NEW7',
  status: 'CREATED',
  createdAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
});
const cooking = aCart({ id: 702, displayId: 'PREP7', status: 'ACCEPTED' });

type Tablet = {
  /** Pushes an order event on the open stream, as the server writes it. */
  push(cartId: number, order: Cart | null): void;
  activeOrdersFetches(): number;
};

/** The app shell on a screen other than Orders, its poll answering two orders and its stream pushing on demand. */
async function openTablet(): Promise<Tablet> {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ uuid: 'u', email: company.email, roles: ['ROLE_COMPANY_PREMIUM_SERVICE'] }),
  );
  refreshSession();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    if (query.includes('subscription OrderEvents')) {
      return new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) }), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    const json = query.includes('query Profile')
      ? profileAnswer(company)
      : { data: { activeOrders: { created: [waiting], accepted: [cooking], finished: [] } } };
    return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter initialEntries={['/history']}>
      <Routes>
        <Route element={<VerticalLayout viewer={aViewer(company)} />}>
          <Route path="/history" element={<p>History screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'New orders: 1' })).toBeInTheDocument();
  await waitFor(() => expect(stream).not.toBeNull());
  return {
    push(cartId, order) {
      const event = { type: 'cart.updated', cartId, status: order?.status ?? 'CANCELED', order };
      const data = JSON.stringify({ data: { orderEvents: event } });
      stream?.enqueue(new TextEncoder().encode(`event: next\ndata: ${data}\n\n`));
    },
    activeOrdersFetches: () =>
      fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes('query ActiveOrders')).length,
  };
}

/** The ids of each tab in the last offline copy written for the signed-in account. */
function savedTabs() {
  const [owner, orders] = vi.mocked(writeCachedOrders).mock.lastCall ?? [];
  expect(owner).toBe(company.email);
  return orders && Object.fromEntries(Object.entries(orders).map(([tab, carts]) => [tab, carts.map(({ id }) => id)]));
}

beforeEach(() => {
  vi.mocked(playNewOrderSound).mockReset().mockResolvedValue();
  vi.mocked(writeCachedOrders).mockClear();
});

describe('orders pushed to the app shell', () => {
  it('shows a pushed new order at once, rings for it and saves it offline, without asking for the list again', async () => {
    const tablet = await openTablet();
    await waitFor(() => expect(playNewOrderSound).toHaveBeenCalled());
    vi.mocked(playNewOrderSound).mockClear();
    const fresh = aCart({ id: 703, displayId: 'NEW8', status: 'CREATED', createdAt: new Date().toISOString() });
    tablet.push(fresh.id, fresh);
    expect(await screen.findByRole('link', { name: 'New orders: 2' })).toBeInTheDocument();
    await waitFor(() => expect(playNewOrderSound).toHaveBeenCalled());
    await waitFor(() => expect(savedTabs()).toEqual({ created: [703, 701], accepted: [702], finished: [] }));
    expect(tablet.activeOrdersFetches()).toBe(1);
  });

  it('moves an accepted order out of New, and removes one that left the list', async () => {
    const tablet = await openTablet();
    tablet.push(waiting.id, { ...waiting, status: 'ACCEPTED' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /New orders/ })).not.toBeInTheDocument());
    await waitFor(() => expect(savedTabs()).toEqual({ created: [], accepted: [702, 701], finished: [] }));
    tablet.push(cooking.id, null);
    await waitFor(() => expect(savedTabs()).toEqual({ created: [], accepted: [701], finished: [] }));
    expect(tablet.activeOrdersFetches()).toBe(1);
  });
});
