import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { STORAGE_KEYS, type Role } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { MenuConfiguration } from '../api/menus-query';
import { aConfiguration, anItem } from '../lib/menu-fixtures';
import { MenusPage } from './menus-page';

const NOW = new Date('2026-11-23T12:00:00Z');
const UBER = { uuid: 'r-uber', title: 'Demo Burger Bastille', platform: 'PLATFORM_UBER_EAT' };
const ROO = { uuid: 'r-roo', title: 'Demo Burger Bastille', platform: 'PLATFORM_DELIVEROO' };

function menus(cheeseId = 1): MenuConfiguration[] {
  return [
    aConfiguration(10, UBER, [
      anItem({ id: cheeseId, title: 'Cheeseburger', platformId: 'item-cheese', price: 0 }),
      anItem({
        id: 2,
        title: 'Bière IPA',
        categories: [{ id: 2 }],
        suspendUntil: '2999-12-31T23:59:59.000Z',
        isAvailable: false,
      }),
      anItem({
        id: 3,
        title: 'Onion rings',
        categories: [{ id: 2 }],
        suspendUntil: '2026-11-23T23:00:00.000Z',
        isAvailable: false,
        platformSync: {
          platform: 'PLATFORM_UBER_EAT',
          available: false,
          status: 'FAILED',
          message: 'The platform refused the call (404)',
          reason: { code: 'PLATFORM_REFUSED', params: [{ name: 'status', value: '404' }] },
          at: '2026-11-23T11:00:00Z',
        },
      }),
    ]),
    aConfiguration(11, ROO, [
      anItem({
        id: 4,
        title: 'Cheeseburger',
        platformId: 'item-cheese',
        platformSync: {
          platform: 'PLATFORM_DELIVEROO',
          available: true,
          status: 'SENT',
          message: null,
          reason: null,
          at: '2026-11-23T11:00:00Z',
        },
      }),
    ]),
  ];
}

type Sent = { operation: string; variables: Record<string, unknown> };

function serve(
  options: {
    roles?: Role[];
    answerItem?: (variables: Record<string, unknown>) => unknown;
    menusAnswers?: MenuConfiguration[][];
  } = {},
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const account = anAccount('Company', options.roles ?? ['ROLE_COMPANY_PREMIUM_SERVICE']);
  const sent: Sent[] = [];
  let menusCalls = 0;
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
    sent.push({ operation, variables });
    if (operation === 'Menus') {
      const answers = options.menusAnswers ?? [menus()];
      const answer = answers[Math.min(menusCalls, answers.length - 1)];
      menusCalls += 1;
      return { json: { data: { menus: answer } } };
    }
    if (operation === 'SetItemAvailability')
      return {
        json: options.answerItem?.(variables) ?? {
          data: null,
          errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }],
        },
      };
    return { json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderMenus(url = '/menus') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Notifications />
      <MenusPage now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const itemRow = (restaurant: string, title: string) =>
  within(screen.getByRole('region', { name: restaurant }))
    .getAllByTestId('menu-item')
    .find((row) => row.dataset.itemTitle === title) ?? null;

describe('MenusPage', () => {
  it('preselects the first restaurant and shows its items by category, with their availability and platform answer', async () => {
    serve();
    renderMenus();
    const uber = await screen.findByRole('region', { name: 'Demo Burger Bastille · Uber Eats' });
    expect(screen.queryByRole('region', { name: 'Demo Burger Bastille · Deliveroo' })).toBeNull();
    expect(within(uber).getByRole('heading', { name: 'Burgers' })).toBeInTheDocument();
    const cheese = itemRow('Demo Burger Bastille · Uber Eats', 'Cheeseburger');
    expect(cheese).toHaveTextContent('0,00 €');
    expect(
      within(cheese as HTMLElement).getByRole('button', { name: 'Today: Cheeseburger unavailable until tomorrow' }),
    ).toHaveTextContent('Today');
    const beer = within(itemRow('Demo Burger Bastille · Uber Eats', 'Bière IPA') as HTMLElement);
    expect(beer.getByRole('button', { name: 'Unavailable: make Bière IPA available again' })).toHaveAttribute(
      'data-severity',
      'danger',
    );
    expect(beer.getByText('until further notice')).toBeInTheDocument();
    const rings = within(itemRow('Demo Burger Bastille · Uber Eats', 'Onion rings') as HTMLElement);
    expect(rings.getByRole('button', { name: 'Unavailable: make Onion rings available again' })).toHaveAttribute(
      'data-severity',
      'warning',
    );
    expect(rings.getByText(/until .*00:00/)).toBeInTheDocument();
    expect(rings.getByRole('alert')).toHaveTextContent(
      'Uber Eats refused the change — The platform refused the change (404).',
    );
    expect(screen.getByRole('link', { name: 'Edit in the menu maker' })).toHaveAttribute('href', '/menuV2/10/items');
  });

  it("reads 'Optional' for a price of 0 with the menu-price subscription, and keeps the filters in the URL", async () => {
    serve({ roles: ['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_SUBSCRIBE_MENU_PRICE'] });
    renderMenus('/menus?restaurants=r-uber,r-roo&availability=UNAVAILABLE');
    await screen.findByRole('region', { name: 'Demo Burger Bastille · Uber Eats' });
    expect(screen.queryByRole('region', { name: 'Demo Burger Bastille · Deliveroo' })).toBeNull();
    expect(screen.queryByText('Cheeseburger')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(itemRow('Demo Burger Bastille · Uber Eats', 'Cheeseburger')).toHaveTextContent('Optional');
    expect(
      within(itemRow('Demo Burger Bastille · Deliveroo', 'Cheeseburger') as HTMLElement).getByTestId('platform-sync'),
    ).toHaveTextContent('Sent to Deliveroo ✓');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search an item' }), 'bière');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?restaurants=r-uber%2Cr-roo&search=bi%C3%A8re'),
    );
    expect(screen.queryByText('Cheeseburger')).toBeNull();
  });

  it('says why the list is empty', async () => {
    serve();
    renderMenus('/menus?restaurants=');
    expect(await screen.findByText('No restaurant chosen')).toBeInTheDocument();
  });

  it('reloads the menus, finds the item again by platform id and title, and retries once when the change fails', async () => {
    const sent = serve({
      menusAnswers: [menus(1), menus(41)],
      answerItem: (variables) =>
        variables.id === 41
          ? {
              data: {
                item: {
                  id: 41,
                  isAvailable: false,
                  suspendUntil: '2026-11-23T23:00:00.000Z',
                  suspensionInfo: { kind: 'TOMORROW' },
                  platformSync: null,
                },
              },
            }
          : { data: null, errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }] },
    });
    renderMenus();
    await screen.findByRole('region', { name: 'Demo Burger Bastille · Uber Eats' });
    await userEvent.click(screen.getByRole('button', { name: 'Today: Cheeseburger unavailable until tomorrow' }));
    await waitFor(() =>
      expect(
        sent.filter((request) => request.operation === 'SetItemAvailability').map((request) => request.variables),
      ).toEqual([
        { id: 1, suspend: 'TOMORROW' },
        { id: 41, suspend: 'TOMORROW' },
      ]),
    );
  });

  it('says so when the retried change fails too', async () => {
    const sent = serve();
    renderMenus();
    await screen.findByRole('region', { name: 'Demo Burger Bastille · Uber Eats' });
    await userEvent.click(screen.getByRole('button', { name: 'Today: Cheeseburger unavailable until tomorrow' }));
    expect(await screen.findByText(/even after reloading the menu/)).toBeInTheDocument();
    expect(sent.filter((request) => request.operation === 'SetItemAvailability')).toHaveLength(2);
  });
});
