import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { CheckedRestaurant } from '../api/restaurant-problems';
import { ProblemsButton } from './problems-button';

type Platform = CheckedRestaurant['platform']['name'];
type Kom = CheckedRestaurant['restaurantKOM'];

function aRestaurant(
  title: string,
  platform: Platform,
  kom: Partial<Kom> = {},
  hasLoginPassword = true,
  printerProblems: CheckedRestaurant['printerProblems'] = [],
): CheckedRestaurant {
  return {
    uuid: `uuid-${title}`,
    title,
    isPaused: false,
    platform: { name: platform },
    platformData: { hasLoginPassword },
    restaurantKOM: { isVisible: true, isAutoPausedUntil: null, isBusyUntil: null, statusReason: null, ...kom },
    printerProblems,
    tabletsSilentSince: null,
  };
}

const restaurants = [
  aRestaurant('Healthy Burger', 'PLATFORM_UBER_EAT'),
  aRestaurant('Hidden Pizza', 'PLATFORM_GLOVO', { isVisible: false, isBusyUntil: '2099-01-01T12:00:00Z' }),
  aRestaurant('No Login Sushi', 'PLATFORM_DELIVEROO', {}, false),
  {
    ...aRestaurant('Paperless Tacos', 'PLATFORM_GLOVO', {}, true, [
      { kind: 'PAPER_OUT', printerLabel: 'Cuisine', displayId: null },
      { kind: 'OFFLINE', printerLabel: 'Comptoir', displayId: null },
      { kind: 'TICKET_FAILED', printerLabel: 'Comptoir', displayId: 'GH332' },
    ]),
    // The server judged the company's tablets silent while this restaurant is open.
    tabletsSilentSince: new Date(Date.now() - 12.5 * 60_000).toISOString(),
  },
];

type Call = { query: string; variables: Record<string, unknown> };

function serve(
  onMutation: (call: Call) => { json: unknown } = () => ({ json: { data: null, errors: [{ message: 'not mocked' }] } }),
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query RestaurantProblems'))
      return { json: { data: { restaurants: { edges: restaurants.map((node) => ({ node })) } } } };
    calls.push(call);
    return onMutation(call);
  });
  return calls;
}

async function openProblems() {
  renderWithProviders(
    <>
      <Notifications />
      <ProblemsButton />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: '3 restaurants with problems' }));
  return screen.findByRole('dialog', { name: 'Restaurants with problems' });
}

afterEach(() => notifications.clean());

describe('restaurant problems', () => {
  it('lists each problematic restaurant with its warnings, and leaves healthy ones out', async () => {
    serve();
    const dialog = await openProblems();
    expect(within(dialog).queryByText('Healthy Burger')).not.toBeInTheDocument();
    const pizza = within(dialog).getByRole('listitem', { name: 'Hidden Pizza' });
    expect(within(pizza).getByText('Not visible on the platform')).toBeInTheDocument();
    expect(within(pizza).getByText(/^Busy until /)).toBeInTheDocument();
    expect(within(pizza).queryByRole('button', { name: 'Fix the tablet login' })).not.toBeInTheDocument();
    const sushi = within(dialog).getByRole('listitem', { name: 'No Login Sushi' });
    expect(within(sushi).getByText('The tablet login and password are empty')).toBeInTheDocument();
    const tacos = within(dialog).getByRole('listitem', { name: 'Paperless Tacos' });
    expect(within(tacos).getByText('Printer Cuisine is out of paper')).toBeInTheDocument();
    expect(within(tacos).getByText('Printer Comptoir is offline')).toBeInTheDocument();
    expect(
      within(tacos).getByText('Printer Comptoir could not print the ticket of order #GH332: print it again'),
    ).toBeInTheDocument();
    expect(
      within(tacos).getByText('No tablet has checked in for 12 min: check that the kitchen tablet is on and connected'),
    ).toBeInTheDocument();
  });

  it('requires login and password before checking them with the platform', async () => {
    const calls = serve();
    const dialog = await openProblems();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fix the tablet login' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("shows 'Error!' with the translated message when the platform refuses the credentials", async () => {
    serve(() => ({
      json: { data: null, errors: [{ message: 'refused', extensions: { code: 'WRONG_CREDENTIALS' } }] },
    }));
    const dialog = await openProblems();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fix the tablet login' }));
    await userEvent.type(within(dialog).getByLabelText('Login'), 'sushi@hub');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(screen.getByText('Wrong credentials')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Login')).toBeInTheDocument();
  });

  it("saves accepted credentials with 'Yeah!' and goes back to the list", async () => {
    const calls = serve(() => ({
      json: { data: { checkLoginPlatform: { uuid: 'uuid-No Login Sushi', platformData: { hasLoginPassword: true } } } },
    }));
    const dialog = await openProblems();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fix the tablet login' }));
    await userEvent.type(within(dialog).getByLabelText('Login'), 'sushi@hub');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yeah!')).toBeInTheDocument();
    expect(screen.getByText('The tablet login has been checked and saved.')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({
      restaurant: 'uuid-No Login Sushi',
      tabletLogin: 'sushi@hub',
      tabletPassword: 'secret',
    });
    await waitFor(() => expect(within(dialog).getByRole('listitem', { name: 'Hidden Pizza' })).toBeInTheDocument());
  });
});
