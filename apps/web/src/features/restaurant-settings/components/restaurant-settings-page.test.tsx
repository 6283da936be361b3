import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { RestaurantSettingsPage } from './restaurant-settings-page';

const UUID = '0f4e2c1a-1111-4c3b-9a55-1d2f3e4a5b6c';

const STORED = {
  __typename: 'RestaurantSettings',
  uuid: UUID,
  canEdit: true,
  societe: null,
  fulfillmentType: 'DELIVERY',
  title: 'Demo Burger Bastille',
  preparationTime: 15,
  phone: '+33143551234',
  tabletLogin: 'db-ue@tablet.demo.comptoir.test',
  hasTabletPassword: true,
  mainLogin: null,
  hasMainPassword: false,
  label: 'DB-UE',
  instruction: null,
  adresse: '12 rue de la Roquette',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  deliveryZoneName: 'Paris 11e',
  deliveryZoneColor: '#1c7ed6',
  deliveryMode: 'PLATFORM',
  isIntegrated: true,
  orderWebhook: null,
  rdOptional: false,
  manualDisputeHandling: true,
  comissionInvoicing: true,
  restaurant: {
    id: 7,
    company: { id: 1, name: 'Demo Burger Co' },
    platform: { name: 'PLATFORM_UBER_EAT', color: '#06c167' },
    lastPlatformChanges: [],
  },
};

type Call = { query: string; variables: Record<string, unknown> };

function serve(stored: typeof STORED, answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query RestaurantSettings')) return { json: { data: { restaurantSettingKom: stored } } };
    calls.push(call);
    return { json: answer(call) };
  });
  return calls;
}

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <RestaurantSettingsPage companyId={1} restaurantUuid={UUID} />
    </MemoryRouter>,
  );
}

const form = () => screen.findByRole('form', { name: 'Restaurant settings' });

describe('RestaurantSettingsPage', () => {
  beforeEach(() => queryClient.clear());

  it('sends only the fields changed, and shows the platform’s answer to the new preparation time', async () => {
    const saved = {
      ...STORED,
      preparationTime: 20,
      deliveryZoneName: 'Bastille',
      restaurant: {
        ...STORED.restaurant,
        lastPlatformChanges: [
          { action: 'preparationTime', status: 'pending', at: '2026-11-27T08:00:00Z', message: null },
        ],
      },
    };
    const calls = serve(STORED, () => ({ data: { restaurantSettingKom: saved } }));
    renderPage();
    const settings = await form();
    // The tablet password is never shown: only that one is set.
    expect(within(settings).getByRole('group', { name: 'Tablet account' })).toHaveTextContent('Password set');
    expect(within(settings).getByRole('group', { name: 'Main account' })).toHaveTextContent('Password not set');

    const preparation = within(settings).getByLabelText(/Preparation time/);
    await userEvent.clear(preparation);
    await userEvent.type(preparation, '20');
    const zone = within(settings).getByLabelText('Zone name');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Bastille');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save the settings' }));

    await waitFor(() =>
      expect(calls[0]?.variables).toEqual({ uuid: UUID, input: { preparationTime: 20, deliveryZoneName: 'Bastille' } }),
    );
    expect(
      await screen.findByRole('status', { name: "The platform's answer to the preparation time: Pending" }),
    ).toBeInTheDocument();
  }, 20_000);

  it('refuses a preparation time out of range before sending anything', async () => {
    const calls = serve(STORED, () => ({ data: null }));
    renderPage();
    const settings = await form();
    const preparation = within(settings).getByLabelText(/Preparation time/);
    await userEvent.clear(preparation);
    await userEvent.type(preparation, '0');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save the settings' }));
    expect(await within(settings).findByText('Between 1 and 180 minutes')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 20_000);

  it('shows the server’s refusal of a replaced password under the credentials', async () => {
    serve(STORED, () => ({
      data: null,
      errors: [
        {
          message: 'The platform refused this login and password',
          extensions: {
            code: 'WRONG_CREDENTIALS',
            fields: { tabletLogin: 'WRONG_CREDENTIALS', tabletPassword: 'WRONG_CREDENTIALS' },
          },
        },
      ],
    }));
    renderPage();
    const settings = await form();
    await userEvent.click(
      within(settings).getByRole('button', { name: /Replace the login and password of the Tablet account/ }),
    );
    await userEvent.type(within(settings).getByLabelText(/New password/), 'wrong');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save the settings' }));
    expect(await within(settings).findAllByText('Wrong credentials')).toHaveLength(2);
    expect(within(settings).getByRole('alert')).toHaveTextContent('Correct the fields marked in red.');
  }, 20_000);

  it('lets an application read the settings without a way to save them', async () => {
    serve({ ...STORED, canEdit: false }, () => ({ data: null }));
    renderPage();
    const settings = await form();
    expect(within(settings).queryByRole('button', { name: 'Save the settings' })).not.toBeInTheDocument();
    expect(within(settings).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    expect(
      within(settings).getByText('An application may read these settings but not change them.'),
    ).toBeInTheDocument();
  });
});
