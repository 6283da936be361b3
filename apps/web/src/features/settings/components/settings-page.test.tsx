import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import { SettingsPage } from './settings-page';

const base = anAccount('Company', ['ROLE_COMPANY_ADMIN']);
const company: Account =
  base.__typename === 'Company' ? { ...base, pagesAccess: [{ tag: 'analytics', pinRequired: true }] } : base;

type Call = { query: string; variables: Record<string, unknown> };

function serve(answer: (call: Call) => { json: unknown }) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile')) return { json: profileAnswer(company) };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

describe('SettingsPage', () => {
  it('refuses a PIN confirmation that does not match, then changes the PIN', async () => {
    const calls = serve(() => ({ json: { data: { updatePin: true } } }));
    renderWithProviders(<SettingsPage />);
    await userEvent.type(await screen.findByLabelText('Current PIN code'), '1234');
    await userEvent.type(screen.getByLabelText('New PIN code'), '5678');
    await userEvent.type(screen.getByLabelText('Confirm the new PIN code'), '5679');
    await userEvent.click(screen.getByRole('button', { name: 'Change the PIN' }));
    expect(screen.getByText('The PIN codes must be identical')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm the new PIN code'));
    await userEvent.type(screen.getByLabelText('Confirm the new PIN code'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change the PIN' }));
    await waitFor(() => expect(calls[0]?.variables).toEqual({ pinCode: '1234', newCode: '5678' }));
  });

  it('says a new PIN of 3 digits is too short', async () => {
    serve(() => ({ json: { data: { updatePin: true } } }));
    renderWithProviders(<SettingsPage />);
    await userEvent.type(await screen.findByLabelText('Current PIN code'), '1234');
    await userEvent.type(screen.getByLabelText('New PIN code'), '567');
    await userEvent.click(screen.getByRole('button', { name: 'Change the PIN' }));
    expect(screen.getByText('The PIN must have 4 to 6 digits')).toBeInTheDocument();
  });

  it('saves one switch per PIN tag with the current PIN, and says a wrong PIN', async () => {
    const calls = serve(() => ({
      json: { data: null, errors: [{ message: 'wrong', extensions: { code: 'WRONG_PIN', remainingAttempts: 4 } }] },
    }));
    renderWithProviders(<SettingsPage />);
    const history = await screen.findByRole('switch', { name: 'History' });
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await userEvent.click(history);
    await userEvent.type(screen.getByLabelText('PIN code to confirm the change'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save the page access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN code. 4 attempts left.');
    const sent = calls[0]?.variables as { pagesAccess: { tag: string; pinRequired: boolean }[]; pinCode: string };
    expect(sent.pinCode).toBe('1234');
    expect(sent.pagesAccess).toHaveLength(10);
    expect(sent.pagesAccess.filter((access) => access.pinRequired).map((access) => access.tag)).toEqual([
      'history',
      'analytics',
    ]);
  });
});
