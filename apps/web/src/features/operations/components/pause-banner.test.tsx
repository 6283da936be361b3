import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { OperationsCompany, OperationsRestaurant } from '../api/operations';
import { PauseBanner } from './pause-banner';

function aRestaurant(title: string, isPaused: boolean, pausedUntil: string | null): OperationsRestaurant {
  return {
    uuid: `uuid-${title}`,
    title,
    isPaused,
    pausedUntil,
    timezone: 'Europe/Paris',
    platform: { name: 'PLATFORM_UBER_EAT' },
    lastPlatformChanges: [],
  };
}

function aCompany(restaurants: OperationsRestaurant[]): OperationsCompany {
  return {
    uuid: 'company-uuid',
    autoAccept: false,
    autoPrintEnabled: false,
    delayingOrder: null,
    isBusy: false,
    restaurants,
  };
}

const company = anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']);

/** Serves the profile and the operations query: paused until a mutation resumes them. */
function serve(paused: OperationsRestaurant[]) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  let current = aCompany(paused);
  const mutations: Record<string, unknown>[] = [];
  const served = { operations: 0 };
  mockGraphQL((call) => {
    if (call.query.includes('query Profile')) return { json: profileAnswer(company) };
    if (call.query.includes('query Operations')) {
      served.operations += 1;
      return { json: { data: { me: { __typename: 'Company', ...current }, switchedUser: null } } };
    }
    mutations.push(call.variables);
    current = aCompany(paused.map((restaurant) => ({ ...restaurant, isPaused: false, pausedUntil: null })));
    return { json: { data: { companyOperation: current } } };
  });
  return { mutations, served };
}

const renderBanner = () =>
  renderWithProviders(
    <>
      <Notifications />
      <PauseBanner />
    </>,
  );

afterEach(() => notifications.clean());

describe('PauseBanner', () => {
  it("says how many restaurants are paused and until when, in the restaurant's zone, and Resume clears it", async () => {
    const until = '2099-01-15T13:05:00.000Z';
    const { mutations } = serve([
      aRestaurant('A', true, until),
      aRestaurant('B', true, until),
      aRestaurant('C', false, null),
    ]);
    renderBanner();
    expect(await screen.findByText('2 restaurants paused until 15-01-2099 14:05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByTestId('pause-banner')).not.toBeInTheDocument());
    expect(mutations).toEqual([{ pause: false }]);
  });

  it('says when the pause waits for Resume', async () => {
    serve([aRestaurant('A', true, null)]);
    renderBanner();
    expect(await screen.findByText('1 restaurant paused until you resume')).toBeInTheDocument();
  });

  it('gives the first reopening when the restaurants reopen at different times', async () => {
    serve([aRestaurant('A', true, '2099-01-16T10:30:00.000Z'), aRestaurant('B', true, '2099-01-16T05:00:00.000Z')]);
    renderBanner();
    expect(await screen.findByText('2 restaurants paused, reopening from 16-01-2099 06:00')).toBeInTheDocument();
  });

  it('shows nothing while no restaurant is paused', async () => {
    const { mutations, served } = serve([aRestaurant('A', false, null)]);
    renderBanner();
    // The banner shows nothing until the restaurants are known: only once they are does its absence say anything.
    await waitFor(() => expect(served.operations).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pause-banner')).not.toBeInTheDocument();
    expect(mutations).toEqual([]);
  });
});
