import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import { queryClient } from '../../../lib/query-client';
import type { Account } from '../../../lib/api/profile';
import { CompanyEditPage } from './company-edit-page';

const manager = anAccount('User', ['ROLE_ACCOUNT_MANAGER'], 'manager@demo.comptoir.test');
const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'], 'admin@demo.comptoir.test');

const STORED = {
  __typename: 'Company',
  id: 2,
  uuid: '9b2f4a1e-3c5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Corner Pizza',
  siren: '842153678',
  siret: '84215367800011',
  vatNumber: 'FR16842153678',
  email: 'basic@demo.comptoir.test',
  currency: 'EUR',
  lang: 'fr',
  enabled: true,
  autoAccept: false,
  autoPrintEnabled: false,
  pagesAccess: [{ tag: 'orders', pinRequired: true }],
  contact: { firstName: 'Luca', lastName: 'Romano', phone: '+33612345678', email: '' },
  adresse: { adresse: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' },
};
const HUGO = {
  uuid: '1f0e2d3c-4b5a-4968-8776-655443322110',
  email: 'manager@demo.comptoir.test',
  firstName: 'Hugo',
  lastName: 'Bernard',
};
const ZOE = {
  uuid: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'zoe@demo.comptoir.test',
  firstName: 'Zoé',
  lastName: 'Zimmer',
};
const USERS = {
  companyUsers: {
    email: STORED.email,
    lang: 'fr',
    enabled: true,
    lastSignInAt: '2026-11-26T08:00:00.000Z',
    accountManagers: [HUGO],
    applications: [{ uuid: 'a', email: 'app@demo.comptoir.test', name: 'Demo POS' }],
  },
  devices: [
    {
      id: 1,
      name: 'Counter tablet',
      lastSeenAt: '2026-11-27T07:00:00.000Z',
      enrolledAt: '2026-11-01T07:00:00.000Z',
      revokedAt: null,
    },
    { id: 2, name: null, lastSeenAt: null, enrolledAt: '2026-11-01T07:00:00.000Z', revokedAt: null },
  ],
};

type Call = { query: string; variables: Record<string, unknown> };

function serve(answer: (call: Call) => { json: unknown }, me: Account = manager) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile'))
      return { json: { data: { init: { connected: true, me, switchedUser: null, platforms: [], printers: [] } } } };
    if (call.query.includes('query CompanyEdit')) return { json: { data: { company: STORED } } };
    if (call.query.includes('query CompanyUsers')) return { json: { data: USERS } };
    if (call.query.includes('query AccountManagers')) return { json: { data: { accountManagers: [HUGO, ZOE] } } };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const renderEdit = () =>
  renderWithProviders(
    <MemoryRouter>
      <Notifications />
      <CompanyEditPage companyId={2} />
    </MemoryRouter>,
  );

const section = async (name: string) => screen.findByRole('form', { name });

describe('CompanyEditPage', () => {
  beforeEach(() => queryClient.clear());

  it('sends only the section’s own fields, after the sign-up’s rules, and shows the server’s refusal under its field', async () => {
    const calls = serve(() => ({
      json: {
        data: null,
        errors: [
          { message: 'used', extensions: { code: 'EMAIL_ALREADY_USED', fields: { email: 'EMAIL_ALREADY_USED' } } },
        ],
      },
    }));
    renderEdit();
    const identity = await section('Identity');
    const siret = within(identity).getByLabelText('SIRET');
    await userEvent.clear(siret);
    await userEvent.type(siret, '73282932000074');
    await userEvent.click(within(identity).getByRole('button', { name: 'Save the identity' }));
    expect(within(identity).getByText('Invalid SIRET')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(siret);
    await userEvent.type(siret, '84215367800011');
    const email = within(identity).getByLabelText(/^Sign-in e-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'company@demo.comptoir.test');
    await userEvent.click(within(identity).getByRole('button', { name: 'Save the identity' }));
    expect(await within(identity).findByText('This email is already used')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({
      companyId: 2,
      input: {
        name: 'Corner Pizza',
        siren: '842153678',
        siret: '84215367800011',
        vatNumber: 'FR16842153678',
        email: 'company@demo.comptoir.test',
      },
    });
  }, 20_000);

  it('saves the contact and auto-accept, and sends the PIN pages only when they change', async () => {
    const calls = serve((call) => ({
      json: { data: { company: { ...STORED, ...(call.variables.input as object) } } },
    }));
    renderEdit();
    const contact = await section('Address & contact');
    await userEvent.clear(within(contact).getByLabelText(/^Phone/));
    await userEvent.type(within(contact).getByLabelText(/^Phone/), '06 98 76 54 32');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save the address and contact' }));
    await waitFor(() =>
      expect(calls[0]?.variables.input).toEqual({
        contact: { ...STORED.contact, phone: '06 98 76 54 32' },
        adresse: STORED.adresse,
      }),
    );

    const preferences = await section('Preferences');
    await userEvent.click(within(preferences).getByRole('switch', { name: /Accept new orders automatically/ }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Save the preferences' }));
    await waitFor(() =>
      expect(calls[1]?.variables.input).toEqual({
        currency: 'EUR',
        lang: 'fr',
        autoAccept: true,
        autoPrintEnabled: false,
      }),
    );
    await userEvent.click(within(preferences).getByRole('checkbox', { name: 'History' }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Save the preferences' }));
    await waitFor(() =>
      expect(calls[2]?.variables.input).toMatchObject({
        pagesAccess: expect.arrayContaining([
          { tag: 'orders', pinRequired: true },
          { tag: 'history', pinRequired: true },
          { tag: 'menu', pinRequired: false },
        ]),
      }),
    );
  }, 20_000);

  it('shows a refusal of the PIN pages under the PIN pages', async () => {
    serve(() => ({
      json: {
        data: null,
        errors: [
          { message: 'unknown', extensions: { code: 'BAD_USER_INPUT', fields: { pagesAccess: 'unknown_tag' } } },
        ],
      },
    }));
    renderEdit();
    const preferences = await section('Preferences');
    await userEvent.click(within(preferences).getByRole('checkbox', { name: 'History' }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Save the preferences' }));
    expect(await within(preferences).findByText('This page is not one the PIN can protect')).toBeInTheDocument();
  }, 20_000);

  it('asks before disabling the company, saying it will be signed out everywhere', async () => {
    const calls = serve(() => ({ json: { data: { company: { ...STORED, enabled: false } } } }));
    renderEdit();
    await userEvent.click(await screen.findByRole('switch', { name: /The company can sign in/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Corner Pizza?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable and sign out' }));
    await waitFor(() => expect(calls[0]?.variables).toEqual({ companyId: 2, input: { enabled: false } }));
  }, 20_000);

  it('lists the company’s users and tablets, and e-mails its sign-in a reset link', async () => {
    const calls = serve(() => ({ json: { data: { sendCompanyPasswordReset: true } } }));
    renderEdit();
    expect(await screen.findByText('Counter tablet')).toBeInTheDocument();
    expect(screen.getByText('Demo POS')).toBeInTheDocument();
    // A manager sees who looks after the company, but does not choose.
    expect(screen.getByText('Hugo Bernard')).toBeInTheDocument();
    expect(screen.getByText('Only administrators choose the account managers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail a password reset link' }));
    expect(
      await screen.findByText('A password reset link was e-mailed to basic@demo.comptoir.test.'),
    ).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ companyId: 2 });
  }, 20_000);

  it('lets an administrator choose the account managers', async () => {
    const calls = serve(
      () => ({ json: { data: { companyAccountManagers: { accountManagers: [HUGO, ZOE] } } } }),
      admin,
    );
    renderEdit();
    const picker = (await screen.findAllByLabelText('Account managers looking after this company')).find(
      (element) => element.getAttribute('type') !== 'hidden',
    );
    if (!picker) throw new Error('No account manager picker');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /Zoé Zimmer/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the account managers' }));
    await waitFor(() => expect(calls[0]?.variables).toEqual({ companyId: 2, accountUuids: [HUGO.uuid, ZOE.uuid] }));
  }, 20_000);
});
