import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../../lib/navigation';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { SignupPage } from './signup-page';

vi.mock('../../../lib/navigation', () => ({ reloadTo: vi.fn(), navigateTo: vi.fn(), setNavigator: vi.fn() }));

const AUTH = {
  uuid: 'u-1',
  email: 'alice@petit-comptoir.test',
  roles: ['ROLE_COMPANY_ADMIN'],
  lang: 'en',
  enabled: true,
};

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <SignupPage />
    </MemoryRouter>,
  );
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const fields: [RegExp, string][] = [
    [/Company name/, 'Le Petit Comptoir'],
    [/Company phone/, '01 42 68 53 00'],
    [/^SIREN/, '443061841'],
    [/^SIRET/, '44306184100047'],
    [/^Address/, '8 rue de Londres'],
    [/Postal code/, '75009'],
    [/City/, 'Paris'],
    [/First name/, 'Alice'],
    [/Last name/, 'Martin'],
    [/^Phone/, '06 12 34 56 78'],
    [/^Email(?! \()/, 'alice@petit-comptoir.test'],
    [/^Password/, 'comptoir-2026'],
    [/Confirm the password/, 'comptoir-2026'],
  ];
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('SignupPage', () => {
  it('says what is missing before calling the server', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: null } }));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The form is incomplete: see the messages under the fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getAllByText('Please accept the terms of use and the privacy policy')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a SIRET on leaving the field: 14 digits beginning with the SIREN', async () => {
    mockGraphQL(() => ({ json: { data: null } }));
    const user = renderPage();
    await user.type(screen.getByLabelText(/^SIREN/), '443061841');
    await user.type(screen.getByLabelText(/^SIRET/), '73282932000074');
    await user.tab();
    expect(await screen.findByText('Invalid SIRET')).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field', async () => {
    mockGraphQL(({ query }) =>
      query.includes('companyCheckExist')
        ? { json: { data: { companyCheckExist: { email: false, siren: false, siret: false } } } }
        : {
            json: {
              data: null,
              errors: [
                {
                  message: 'used',
                  extensions: { code: 'EMAIL_ALREADY_USED', fields: { email: 'EMAIL_ALREADY_USED' } },
                },
              ],
            },
          },
    );
    const user = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email(?! \()/)).toHaveAccessibleDescription(/This email is already used/),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs the new company in and opens the code screen', async () => {
    const fetchMock = mockGraphQL(({ query }) =>
      query.includes('companyCheckExist')
        ? { json: { data: { companyCheckExist: { email: false, siren: false, siret: false } } } }
        : { json: { data: { registerCompany: { token: 'new-token', auth: AUTH } } } },
    );
    const user = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/signup/validate'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as { variables: { input?: Record<string, unknown> } },
    );
    expect(sent.find((body) => body.variables.input)?.variables.input).toMatchObject({
      siret: '44306184100047',
      adresse: { country: 'FR', postalCode: '75009' },
      termsAccepted: true,
      privacyAccepted: true,
      lang: 'en',
    });
  });
});
