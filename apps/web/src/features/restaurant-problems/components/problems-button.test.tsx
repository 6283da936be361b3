import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { i18n } from '../../../lib/i18n';
import { refreshSession } from '../../../lib/session';
import { useProfile, type Account } from '../../../lib/api/profile';
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
    unlinkedAt: null,
    integrationStatus: 'INTEGRATED',
    isTabletLess: false,
    platform: { name: platform },
    company: { id: 3 },
    platformData: { hasLoginPassword },
    restaurantKOM: {
      isConnected: true,
      isOrderable: true,
      isVisible: true,
      isAutoPausedUntil: null,
      isBusyUntil: null,
      statusReason: null,
      ...kom,
    },
    printerProblems,
    tabletsSilentSince: null,
  };
}

let restaurants = [
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

const COMPANY_USER = anAccount('Company', ['ROLE_COMPANY_ADMIN']);

function serve(
  onMutation: (call: Call) => { json: unknown } = () => ({ json: { data: null, errors: [{ message: 'not mocked' }] } }),
  account: Account = COMPANY_USER,
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile')) return { json: profileAnswer(account) };
    if (call.query.includes('query RestaurantProblems'))
      return { json: { data: { restaurants: { edges: restaurants.map((node) => ({ node })) } } } };
    calls.push(call);
    return onMutation(call);
  });
  return calls;
}

// The shell reads the profile on every page (app/session-effects.tsx), which brings the account's own language.
function ShellProfile() {
  useProfile();
  return null;
}

async function openProblems(button = '3 restaurants with problems', title = 'Restaurants with problems') {
  renderWithProviders(
    <MemoryRouter>
      <ShellProfile />
      <Notifications />
      <ProblemsButton />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

afterEach(async () => {
  notifications.clean();
  await act(() => i18n.changeLanguage('en'));
});

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

  describe('a restaurant the platform unlinked or stopped', () => {
    const everyOther = restaurants;
    afterEach(() => {
      restaurants = everyOther;
    });

    it('says in French what to do and offers to reconnect it in the wizard', async () => {
      restaurants = [
        { ...aRestaurant('Unlinked Burger', 'PLATFORM_UBER_EAT'), unlinkedAt: '2026-03-10T09:30:00Z' },
        aRestaurant('Paused Burger', 'PLATFORM_UBER_EAT', { isOrderable: false, statusReason: 'PAUSED_BY_UBER' }),
      ];
      // The account's own language, as the profile gives it.
      serve(undefined, { ...COMPANY_USER, lang: 'fr' });
      const dialog = await openProblems('2 restaurants avec un problème', 'Restaurants en difficulté');
      const unlinked = within(dialog).getByRole('listitem', { name: 'Unlinked Burger' });
      expect(within(unlinked).getByText(/^La plateforme a délié ce restaurant de Comptoir le /)).toBeInTheDocument();
      expect(
        within(unlinked).getByText('Reconnectez-le : l’assistant le relie de nouveau à Comptoir.'),
      ).toBeInTheDocument();
      expect(within(unlinked).getByRole('link', { name: 'Reconnecter Unlinked Burger' })).toHaveAttribute(
        'href',
        '/restaurants/new/uber-eats?reconnect=uuid-Unlinked%20Burger',
      );
      const paused = within(dialog).getByRole('listitem', { name: 'Paused Burger' });
      expect(
        within(paused).getByText('Ne prend pas de commandes sur la plateforme : mis en pause par Uber Eats'),
      ).toBeInTheDocument();
      expect(within(paused).queryByRole('link')).not.toBeInTheDocument();
    });

    it("leads an administrator to the restaurant's company wizard when the platform refused the tablet login", async () => {
      restaurants = [aRestaurant('Refused Sushi', 'PLATFORM_DELIVEROO', { isConnected: false })];
      serve(undefined, anAccount('User', ['ROLE_ADMINISTRATOR']));
      const dialog = await openProblems('1 restaurant with a problem');
      const refused = within(dialog).getByRole('listitem', { name: 'Refused Sushi' });
      expect(within(refused).getByText('The platform refused the tablet login and password')).toBeInTheDocument();
      expect(within(refused).getByRole('link', { name: 'Reconnect Refused Sushi' })).toHaveAttribute(
        'href',
        '/company/3/restaurants/new/deliveroo?reconnect=uuid-Refused%20Sushi',
      );
      expect(within(refused).getByRole('button', { name: 'Fix the tablet login' })).toBeInTheDocument();
    });
  });
});
