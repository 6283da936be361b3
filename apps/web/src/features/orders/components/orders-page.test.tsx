import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import type { Cart } from '../api/cart-fields';
import { readCachedOrders, writeCachedOrders } from '../lib/order-cache';
import { aCart } from '../testing/a-cart';
import { OrdersPage } from './orders-page';

vi.mock('../lib/order-cache', () => ({ readCachedOrders: vi.fn(), writeCachedOrders: vi.fn() }));

type Groups = { created: Cart[]; accepted: Cart[]; finished: Cart[] };

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);

function serve(
  account: Account,
  groups: Groups,
  extra?: (query: string, variables: Record<string, unknown>) => unknown,
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  return mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    if (query.includes('query ActiveOrders')) return { json: { data: { activeOrders: groups } } };
    // The live stream stays open and silent in these tests.
    if (query.includes('subscription OrderEvents')) return new Promise<never>(() => {});
    const answer = extra?.(query, variables);
    if (answer) return { json: answer };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
}

const groups: Groups = {
  created: [aCart({ id: 10, displayId: 'NEW1', status: 'CREATED' })],
  accepted: [
    aCart({ id: 20, displayId: 'PREP1' }),
    aCart({ id: 21, displayId: 'RUN1', status: 'READY_FOR_PICKUP', runnerIsReady: true }),
  ],
  finished: [aCart({ id: 30, displayId: 'DONE1', status: 'COMPLETED', hasImage: true })],
};

beforeEach(() => {
  vi.mocked(readCachedOrders).mockResolvedValue(null);
  vi.mocked(writeCachedOrders).mockResolvedValue();
});

describe('OrdersPage', () => {
  it('opens on In progress and shows a count on every tab', async () => {
    serve(company, groups);
    renderWithProviders(<OrdersPage />);
    expect(await screen.findByRole('tab', { name: /^In progress\s?2$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^New\s?1$/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: /^Completed\s?1$/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order #PREP1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order #NEW1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^New\s?1$/ }));
    expect(await screen.findByRole('article', { name: 'Order #NEW1' })).toBeInTheDocument();
  });

  it('says when the server has no answer and nothing is saved', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<OrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('shows the cards 20 at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) => aCart({ id: 100 + index, displayId: `P${index}` }));
    serve(company, { ...groups, accepted: many });
    renderWithProviders(<OrdersPage />);
    expect(await screen.findByRole('tab', { name: /^In progress\s?25$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('shows every element of a card', async () => {
    serve(company, groups);
    renderWithProviders(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order #PREP1' });
    expect(within(card).getByRole('img', { name: 'Uber Eats' })).toBeInTheDocument();
    expect(card).toHaveTextContent('#PREP1');
    expect(card).toHaveTextContent('Demo Burger Opéra');
    expect(card).toHaveTextContent('Camille D.');
    expect(card).toHaveTextContent('+33 1 23 45 67 89 · PIN 123 456');
    expect(card).toHaveTextContent('Jules Martin');
    expect(card).toHaveTextContent('4 min. ago');
    expect(card).toHaveTextContent('28,00 €');
    expect(card).toHaveTextContent('Accepted');
  });

  it('offers Ready only while the runner is not ready, and the camera in the statuses of the rules', async () => {
    serve(company, groups);
    renderWithProviders(<OrdersPage />);
    const preparing = await screen.findByRole('article', { name: 'Order #PREP1' });
    expect(within(preparing).getByRole('button', { name: 'Order #PREP1 is ready' })).toBeInTheDocument();
    expect(within(preparing).getByRole('button', { name: 'Take a photo of order #PREP1' })).toBeInTheDocument();
    const handedOver = screen.getByRole('article', { name: 'Order #RUN1' });
    expect(within(handedOver).queryByRole('button', { name: /is ready/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Completed\s?1$/ }));
    const completed = await screen.findByRole('article', { name: 'Order #DONE1' });
    expect(within(completed).queryByRole('button', { name: /photo/ })).not.toBeInTheDocument();
  });

  it('sends Ready as READY_FOR_PICKUP with the runner ready and no print', async () => {
    const fetchMock = serve(company, groups, (query) =>
      query.includes('mutation CartEvent')
        ? {
            data: {
              cartEvent: { id: 20, status: 'READY_FOR_PICKUP', runnerIsReady: true, printedAt: null, livredAt: null },
            },
          }
        : null,
    );
    renderWithProviders(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Order #PREP1 is ready' }));
    await waitFor(() => {
      const sent = fetchMock.mock.calls.map(
        ([, init]) => JSON.parse(String(init?.body)) as { query: string; variables: unknown },
      );
      expect(sent.find((body) => body.query.includes('mutation CartEvent'))?.variables).toEqual({
        cart: 20,
        status: 'READY_FOR_PICKUP',
        runnerIsReady: true,
        print: false,
      });
    });
  });

  it('moves the order to Completed after a successful photo upload', async () => {
    let current = groups;
    const fetchMock = serve(company, groups, () => null);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!(init?.body instanceof FormData)) {
        if (String(init?.body).includes('query ActiveOrders'))
          return Response.json({ data: { activeOrders: current } });
        return fetchMock(input, init);
      }
      expect(JSON.parse(String(init.body.get('map')))).toEqual({ 0: ['variables.input.imageUpload'] });
      const moved = aCart({ id: 20, displayId: 'PREP1', hasImage: true });
      current = {
        ...groups,
        accepted: groups.accepted.filter((cart) => cart.id !== 20),
        finished: [...groups.finished, moved],
      };
      return Response.json({
        data: {
          uploadOrderFile: {
            id: 20,
            status: 'ACCEPTED',
            hasImage: true,
            cartImages: [{ id: 1, filePath: '/uploads/1.jpg' }],
          },
        },
      });
    });
    renderWithProviders(<OrdersPage />);
    await screen.findByRole('article', { name: 'Order #PREP1' });
    await userEvent.upload(
      screen.getByTestId('photo-input-20'),
      new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('tab', { name: /^Completed\s?2$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^In progress\s?1$/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
  });

  it('shows the Alert modal when the photo upload fails', async () => {
    const fetchMock = serve(company, groups);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.body instanceof FormData
        ? Response.json({ data: null, errors: [{ message: 'too big', extensions: { code: 'BAD_USER_INPUT' } }] })
        : fetchMock(input, init),
    );
    renderWithProviders(<OrdersPage />);
    await screen.findByRole('article', { name: 'Order #PREP1' });
    const input = screen.getByTestId('photo-input-20');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('File upload failed. Please try again!');
  });

  it('says why the server refused the photo, in the operator’s language', async () => {
    const fetchMock = serve(company, groups);
    const refusal = {
      message: 'The image is larger than 40 megapixels',
      extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_MANY_PIXELS', maxPixels: 40_000_000 },
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.body instanceof FormData ? Response.json({ data: null, errors: [refusal] }) : fetchMock(input, init),
    );
    renderWithProviders(<OrdersPage />);
    await screen.findByRole('article', { name: 'Order #PREP1' });
    await userEvent.upload(screen.getByTestId('photo-input-20'), new File(['png'], 'photo.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('This picture has more than 40 megapixels. Choose a smaller one.');
  });

  it('accepts a New order from its card, as the detail does', async () => {
    const fetchMock = serve(company, groups, (query) =>
      query.includes('mutation CartEvent')
        ? { data: { cartEvent: { id: 10, status: 'ACCEPTED', runnerIsReady: false, printedAt: null, livredAt: null } } }
        : null,
    );
    renderWithProviders(<OrdersPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /^New\s?1$/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept order #NEW1' }));
    await waitFor(() => {
      const sent = fetchMock.mock.calls.map(
        ([, init]) => JSON.parse(String(init?.body)) as { query: string; variables: { status?: string } },
      );
      expect(sent.find((body) => body.query.includes('mutation CartEvent'))?.variables).toMatchObject({
        cart: 10,
        status: 'ACCEPTED',
        print: false,
      });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the mute switch and the volume for the whole device', async () => {
    localStorage.setItem(STORAGE_KEYS.mute, 'true');
    serve(company, groups);
    renderWithProviders(<OrdersPage />);
    const mute = await screen.findByRole('switch', { name: 'Mute the new-order sound' });
    expect(mute).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Sound volume' })).toHaveAttribute('aria-valuenow', '0.25');
    await userEvent.click(mute);
    expect(localStorage.getItem(STORAGE_KEYS.mute)).toBe('false');
  });

  it('offers no sound settings to an administrator, who hears no new-order alert', async () => {
    serve(admin, groups);
    renderWithProviders(<OrdersPage />);
    await screen.findByRole('article', { name: 'Order #PREP1' });
    expect(screen.queryByRole('switch', { name: 'Mute the new-order sound' })).not.toBeInTheDocument();
  });

  it('shows the saved orders under an offline banner when the API cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ uuid: 'u', email: 'company@demo.comptoir.test', roles: ['ROLE_COMPANY_PREMIUM_SERVICE'] }),
    );
    refreshSession();
    vi.mocked(readCachedOrders).mockResolvedValue({ orders: groups, savedAt: '2026-03-10T11:00:00Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<OrdersPage />);
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.getByText(/The server cannot be reached/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order #PREP1' })).toBeInTheDocument();
    // The copy asked for is the signed-in account's own (docs/offline.md).
    expect(readCachedOrders).toHaveBeenCalledWith('company@demo.comptoir.test');
  });
});
