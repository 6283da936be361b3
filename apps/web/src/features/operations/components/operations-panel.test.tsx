import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import { queryKeys } from '../../../lib/query-keys';
import { queryClient } from '../../../lib/query-client';
import type { OperationsCompany, OperationsRestaurant } from '../api/operations';
import { OperationsPanel } from './operations-panel';

type Platform = OperationsRestaurant['platform']['name'];

function aRestaurant(title: string, platform: Platform, isPaused = false): OperationsRestaurant {
  return {
    uuid: `uuid-${title}`,
    title,
    isPaused,
    pausedUntil: null,
    timezone: 'Europe/Paris',
    platform: { name: platform },
    lastPlatformChanges: [],
  };
}

function aCompany(overrides: Partial<OperationsCompany> = {}): OperationsCompany {
  return {
    uuid: 'company-uuid',
    autoAccept: false,
    autoPrintEnabled: false,
    delayingOrder: null,
    isBusy: false,
    restaurants: [aRestaurant('Burger Uber', 'PLATFORM_UBER_EAT'), aRestaurant('Burger Roo', 'PLATFORM_DELIVEROO')],
    ...overrides,
  };
}

const plainCompany = anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']);

function pinProtectedCompany(): Account {
  if (plainCompany.__typename !== 'Company') throw new Error('expected a company');
  return { ...plainCompany, pagesAccess: [{ tag: 'orders', pinRequired: true }] };
}

type Call = { query: string; variables: Record<string, unknown> };
type Answer = { json: unknown };

/** Serves the profile and the operations query; `onMutation` answers everything else. */
function serve(
  company: OperationsCompany,
  onMutation: (call: Call) => Answer = () => ({ json: { data: { companyOperation: company } } }),
  account: Account = plainCompany,
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  const fetchMock = mockGraphQL((call) => {
    if (call.query.includes('query Profile')) return { json: profileAnswer(account) };
    if (call.query.includes('query Operations'))
      return { json: { data: { me: { __typename: 'Company', ...company }, switchedUser: null } } };
    calls.push(call);
    return onMutation(call);
  });
  return { calls, fetchMock };
}

function renderPanel() {
  return renderWithProviders(
    <>
      <Notifications />
      <OperationsPanel />
    </>,
  );
}

afterEach(() => notifications.clean());

describe('OperationsPanel', () => {
  it('shows the pause switch in warning style when only some restaurants are paused', async () => {
    serve(aCompany({ restaurants: [aRestaurant('A', 'PLATFORM_UBER_EAT', true), aRestaurant('B', 'PLATFORM_GLOVO')] }));
    renderPanel();
    const pause = await screen.findByRole('switch', { name: 'Pause' });
    expect(pause).toBeChecked();
    expect(screen.getByText('1 of 2 restaurants paused')).toBeInTheDocument();
    expect(pause.closest('[data-pause-style]')).toHaveAttribute('data-pause-style', 'warning');
  });

  it('reads all paused as danger, leaving Just Eat out since it cannot pause', async () => {
    serve(
      aCompany({ restaurants: [aRestaurant('A', 'PLATFORM_UBER_EAT', true), aRestaurant('Eat', 'PLATFORM_JUST_EAT')] }),
    );
    renderPanel();
    expect(await screen.findByText('All restaurants are paused')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pause' }).closest('[data-pause-style]')).toHaveAttribute(
      'data-pause-style',
      'danger',
    );
    await userEvent.click(screen.getByRole('button', { name: /Restaurants/ }));
    expect(await screen.findByRole('switch', { name: 'Pause Eat' })).toBeDisabled();
    expect(screen.getByText(/Just Eat has no pause call/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pause A' })).toBeEnabled();
  });

  it('asks before pausing every restaurant, offers the five durations, and cancel sends nothing', async () => {
    const { calls } = serve(aCompany());
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause all restaurants?' });
    expect(within(dialog).getByText('2 restaurants will stop receiving orders.')).toBeInTheDocument();
    const choices = ['15 min', '30 min', '60 min', 'Until tomorrow (next opening)', 'Until I resume'];
    expect(within(dialog).getAllByRole('radio')).toEqual(
      choices.map((name) => within(dialog).getByRole('radio', { name })),
    );
    expect(within(dialog).getByRole('radio', { name: '15 min' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it.each([
    ['30 min', { pause: true, pauseMinutes: 30 }],
    ['Until tomorrow (next opening)', { pause: true, pauseUntilOpening: true }],
    ['Until I resume', { pause: true }],
  ])('pauses every restaurant for "%s" once confirmed', async (label, expected) => {
    const { calls } = serve(aCompany());
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause all restaurants?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: label }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Information updated !')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual(expected);
  });

  it('resumes every restaurant at once, without the dialog', async () => {
    const { calls } = serve(aCompany({ restaurants: [aRestaurant('A', 'PLATFORM_UBER_EAT', true)] }));
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause' }));
    expect(await screen.findByText('Information updated !')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ pause: false });
  });

  it('pauses one restaurant and shows what its platform applied', async () => {
    const failed = aRestaurant('Burger Roo', 'PLATFORM_DELIVEROO', true);
    failed.lastPlatformChanges = [
      {
        action: 'pause',
        status: 'failed',
        at: '2026-03-12T12:00:00Z',
        message: 'The platform refused the call (422)',
        reason: { code: 'PLATFORM_REFUSED', params: [{ name: 'status', value: '422' }] },
      },
    ];
    const { calls } = serve(aCompany({ restaurants: [failed] }), () => ({
      json: { data: { pauseRestaurant: failed } },
    }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Restaurants/ }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    // Said from the reason's code, not the API's English message.
    expect(screen.getByText(/Pause — The platform refused the change \(422\)\./)).toBeInTheDocument();
    expect(screen.queryByText(/refused the call/)).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause Burger Roo' }));
    await waitFor(() => expect(calls[0]?.variables).toEqual({ restaurantUuid: 'uuid-Burger Roo', pause: false }));
  });

  it('turns busy mode on through the two steps, with 5 and 15 minutes preselected', async () => {
    const { calls } = serve(aCompany());
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Delaying orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delay orders' });
    expect(within(dialog).getByText('Preparation time')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '5 min' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '20 min' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('How long are you busy?')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '15 min' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '45 min' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls[0]?.variables).toEqual({ delayingOrder: { preparationTime: 20, busyTime: 45 } }));
  });

  it('turns busy mode off with zero times and no dialog', async () => {
    const { calls } = serve(aCompany({ delayingOrder: new Date(Date.now() + 600_000).toISOString(), isBusy: true }));
    renderPanel();
    const delaying = await screen.findByRole('switch', { name: 'Delaying orders' });
    expect(delaying).toBeChecked();
    await userEvent.click(delaying);
    await waitFor(() => expect(calls[0]?.variables).toEqual({ delayingOrder: { preparationTime: 0, busyTime: 0 } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the PIN first when the page access protects the orders', async () => {
    const { calls } = serve(
      aCompany(),
      (call) =>
        call.query.includes('mutation CheckPin')
          ? { json: { data: { checkPin: { expiresAt: '2099-01-01T00:00:00Z' } } } }
          : { json: { data: { companyOperation: aCompany({ autoAccept: true }) } } },
      pinProtectedCompany(),
    );
    renderPanel();
    await screen.findByRole('switch', { name: 'Auto-acceptance' });
    // The profile carries the page access; wait until it is in.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.profile)).toBeDefined());
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-acceptance' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your PIN code' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('PIN code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.map((call) => call.variables)).toEqual([{ code: '1234' }, { autoAccept: true }]));
  });

  it('asks for the PIN when the server answers PIN_REQUIRED, then retries the change', async () => {
    let refused = false;
    const { calls } = serve(aCompany(), (call) => {
      if (call.query.includes('mutation CheckPin'))
        return { json: { data: { checkPin: { expiresAt: '2099-01-01T00:00:00Z' } } } };
      if (!refused) {
        refused = true;
        return { json: { data: null, errors: [{ message: 'PIN required', extensions: { code: 'PIN_REQUIRED' } }] } };
      }
      return { json: { data: { companyOperation: aCompany({ autoPrintEnabled: true }) } } };
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN code' });
    await userEvent.type(within(dialog).getByLabelText('PIN code'), '4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Information updated !')).toBeInTheDocument();
    expect(calls.map((call) => call.variables)).toEqual([{ autoPrint: true }, { code: '4321' }, { autoPrint: true }]);
    expect(localStorage.getItem(STORAGE_KEYS.pinCodeExp)).toBe(String(Date.parse('2099-01-01T00:00:00Z')));
  });
});
