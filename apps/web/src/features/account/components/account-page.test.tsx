import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import { queryClient } from '../../../lib/query-client';
import type { Account } from '../../../lib/api/profile';
import { AccountPage } from './account-page';

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'], 'admin@demo.comptoir.test');

const STORED = {
  __typename: 'Company',
  id: 1,
  name: 'Demo Burger Co',
  siren: '842153678',
  siret: '84215367800011',
  vatNumber: 'FR16842153678',
  picture: null,
  contact: { firstName: 'Julie', lastName: 'Moreau', phone: '+33612345678', email: '' },
  adresse: { adresse: '12 rue de la Roquette', postalCode: '75011', city: 'Paris', country: 'FR' },
  ibanLast4: '0189',
  bic: 'AGRIFRPPXXX',
  paymentMethod: 'DIRECT_DEBIT',
  billingAddress: null,
};

type Call = { query: string; variables: Record<string, unknown> };

function serve(answer: (call: Call) => { json: unknown }, me: Account = company, switchedUser: Account | null = null) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile'))
      return { json: { data: { init: { connected: true, me, switchedUser, platforms: [], printers: [] } } } };
    if (call.query.includes('query AccountCompany')) return { json: { data: { company: STORED } } };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const section = async (name: string) => screen.findByRole('form', { name });

describe('AccountPage', () => {
  beforeEach(() => queryClient.clear());

  it('shows only the last four characters of the IBAN, checks a new one before sending it, and sends it', async () => {
    const calls = serve(() => ({ json: { data: { updateBillingInformation: { ...STORED, ibanLast4: '3000' } } } }));
    renderWithProviders(<AccountPage />);
    const billing = await section('Billing');
    expect(within(billing).getByText('•••• 0189')).toBeInTheDocument();
    expect(within(billing).queryByLabelText('IBAN')).not.toBeInTheDocument();

    await userEvent.click(within(billing).getByRole('button', { name: 'Replace' }));
    // Pasted, as an IBAN usually is (typing it key by key is slow in the test browser).
    await userEvent.click(within(billing).getByLabelText('IBAN'));
    await userEvent.paste('FR76 3000 6000 0112 3456 7890 188');
    await userEvent.click(within(billing).getByRole('button', { name: 'Save the billing' }));
    expect(within(billing).getByText('Invalid IBAN')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(within(billing).getByLabelText('IBAN'));
    await userEvent.paste('DE89 3704 0044 0532 0130 00');
    await userEvent.click(within(billing).getByRole('radio', { name: 'Bank card' }));
    await userEvent.click(within(billing).getByRole('button', { name: 'Save the billing' }));
    await waitFor(() =>
      expect(calls[0]?.variables).toEqual({
        input: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'AGRIFRPPXXX', paymentMethod: 'CARD', billingAddress: null },
      }),
    );
    expect(await within(billing).findByText('•••• 3000')).toBeInTheDocument();
    // Many steps on a machine the other test files share.
  }, 20_000);

  it('refuses a VAT number under its field, and shows the server’s refusal under the field it names', async () => {
    const calls = serve(() => ({
      json: {
        data: null,
        errors: [
          { message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { siret: 'invalid_siret' } } },
        ],
      },
    }));
    renderWithProviders(<AccountPage />);
    const form = await section('Company');
    const vat = within(form).getByLabelText('VAT number');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'FR00842153678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(within(form).getByText('Invalid VAT number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(vat);
    await userEvent.type(vat, 'FR16842153678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(await within(form).findByText('Invalid SIRET')).toBeInTheDocument();
    expect(calls[0]?.variables.input).toMatchObject({
      name: 'Demo Burger Co',
      vatNumber: 'FR16842153678',
      adresse: STORED.adresse,
    });
  });

  it('changes the password with a confirmation and keeps this device signed in with the new token', async () => {
    const calls = serve(() => ({ json: { data: { changePassword: { token: 'fresh.token.here' } } } }));
    renderWithProviders(<AccountPage />);
    const form = await section('Security');
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'company-demo-2026');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'kitchen-door-2027');
    await userEvent.type(within(form).getByLabelText(/^Confirm the new password/), 'kitchen-door-2028');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    expect(within(form).getByText('The passwords must be identical')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Confirm the new password/));
    await userEvent.type(within(form).getByLabelText(/^Confirm the new password/), 'kitchen-door-2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh.token.here'));
    expect(calls[0]?.variables).toEqual({ currentPassword: 'company-demo-2026', newPassword: 'kitchen-door-2027' });
  });

  it('says a wrong current password under its field', async () => {
    serve(() => ({
      json: {
        data: null,
        errors: [
          {
            message: 'wrong',
            extensions: { code: 'INVALID_CREDENTIALS', fields: { currentPassword: 'INVALID_CREDENTIALS' } },
          },
        ],
      },
    }));
    renderWithProviders(<AccountPage />);
    const form = await section('Security');
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'kitchen-door-2027');
    await userEvent.type(within(form).getByLabelText(/^Confirm the new password/), 'kitchen-door-2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    expect(await within(form).findByText('The current password is not right')).toBeInTheDocument();
  });

  it('shows an administrator acting as the company every section but Security', async () => {
    serve(() => ({ json: {} }), admin, company);
    renderWithProviders(<AccountPage />);
    expect(await section('Billing')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Security' })).not.toBeInTheDocument();
  });

  it('says the page is for companies to any other account', async () => {
    serve(() => ({ json: {} }), admin);
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText('The account page is for company accounts.')).toBeInTheDocument();
  });
});
