import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { DisputeRow } from '../api/dispute-fields';
import { DisputeBell } from './dispute-bell';

function aRow(id: number, patch: Partial<DisputeRow> = {}): DisputeRow {
  return {
    id,
    status: 'TO_DISPUTE',
    isToBeDisputed: true,
    displayOrderId: `48001234${id}`,
    incorrectPrice: 1150,
    refundedPrice: 0,
    orderProblem: 'MissingItems',
    dishName: 'Frites',
    createdAt: '2026-03-10T12:00:00Z',
    diputedAt: null,
    deadlineAt: '2026-03-17T12:00:00Z',
    responseChannel: 'PLATFORM_API',
    restaurant: {
      uuid: 'r-je',
      title: 'Demo Burger Oberkampf',
      timezone: 'Europe/Paris',
      platform: { id: 3, name: 'PLATFORM_JUST_EAT' },
    },
    ...patch,
  };
}

type Call = { query: string; variables: Record<string, unknown> };

function serve(manual: boolean, rows: DisputeRow[]) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    calls.push(call);
    if (call.query.includes('query DisputeRestaurants'))
      return { json: { data: { restaurants: { edges: [{ node: { uuid: 'r-1', manualDisputeHandling: manual } }] } } } };
    if (call.query.includes('query DisputeBell'))
      return { json: { data: { orderDispute: { totalCount: rows.length, edges: rows.map((node) => ({ node })) } } } };
    if (call.query.includes('query DisputeForCart')) return { json: { data: { getDisputeForCart: null } } };
    return { json: { data: null, errors: [{ message: 'not mocked' }] } };
  });
  return calls;
}

function renderBell(roles: string[], actorRoles: string[] = []) {
  renderWithProviders(
    <DisputeBell roles={roles} actorRoles={actorRoles} currency="EUR" />,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
}

describe('DisputeBell', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
  });

  it('counts the orders to dispute of the last 30 days and lists them by last 4 characters, restaurant and price', async () => {
    const calls = serve(true, [
      aRow(1),
      aRow(2, {
        displayOrderId: 'QWERTY9K2P',
        incorrectPrice: 2390,
        restaurant: { ...aRow(2).restaurant, platform: { id: 4, name: 'PLATFORM_GLOVO' } },
      }),
    ]);
    renderBell(['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_ADMIN']);
    const bell = await screen.findByRole('button', { name: '2 orders to dispute' });
    const query = calls.find((call) => call.query.includes('query DisputeBell'));
    expect(query?.variables).toMatchObject({ first: 50 });
    const { fromDate, toDate } = query?.variables as { fromDate: string; toDate: string };
    // Thirty days back from the device's today, up to the latest day a restaurant may be in (the same or the next).
    expect((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000).toBeGreaterThanOrEqual(30);
    expect((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000).toBeLessThanOrEqual(31);

    await userEvent.click(bell);
    const glovo = (await screen.findByText('#9K2P')).closest('[role="menuitem"]') as HTMLElement;
    expect(glovo).toHaveTextContent('Demo Burger Oberkampf');
    expect(glovo.textContent).toMatch(/23,90\s€/);
    expect(screen.getByText('#2341').closest('[role="menuitem"]')).toHaveTextContent('11,50');

    await userEvent.click(glovo);
    await waitFor(() => expect(calls.some((call) => call.query.includes('query DisputeForCart'))).toBe(true));
    // Glovo is platform 4: the modal asks for the dispute by the last 4 characters (docs/orders.md#order-lookup-id).
    expect(calls.find((call) => call.query.includes('query DisputeForCart'))?.variables).toEqual({
      orderId: '9K2P',
      restaurant: 'r-je',
    });
    expect(await screen.findByText('This dispute could not be found.')).toBeInTheDocument();
  });

  it('stays hidden when no restaurant has manual dispute handling', async () => {
    const calls = serve(false, [aRow(1)]);
    renderBell(['ROLE_COMPANY_PREMIUM_SERVICE']);
    await waitFor(() => expect(calls.some((call) => call.query.includes('query DisputeRestaurants'))).toBe(true));
    expect(screen.queryByRole('button', { name: /to dispute/ })).toBeNull();
    expect(calls.some((call) => call.query.includes('query DisputeBell'))).toBe(false);
  });

  it.each([
    ['an administrator with ROLE_HIDE_DISPUTE', ['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE'], []],
    [
      'a company acted as by an administrator with ROLE_HIDE_DISPUTE',
      ['ROLE_COMPANY_PREMIUM_SERVICE'],
      ['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE'],
    ],
    ['a company without the dispute service', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'], []],
  ])('stays hidden for %s, without asking for disputes', async (_who, roles, actorRoles) => {
    const calls = serve(true, [aRow(1)]);
    renderBell(roles, actorRoles);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /to dispute/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
