import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { PinScreen } from './pin-screen';

const EXPIRES_AT = '2099-01-01T10:00:00.000Z';

function refusal(code: string, extensions: Record<string, unknown>) {
  return { json: { data: null, errors: [{ message: code, extensions: { code, ...extensions } }] } };
}

describe('PinScreen', () => {
  it('keeps only digits and enables OK from 4 digits', async () => {
    mockGraphQL(() => ({ json: { data: { checkPin: { expiresAt: EXPIRES_AT } } } }));
    renderWithProviders(<PinScreen />);
    expect(screen.getByRole('heading', { name: 'Enter your PIN code' })).toBeInTheDocument();
    const input = screen.getByLabelText('PIN code');
    await userEvent.type(input, '1a2b3');
    expect(input).toHaveValue('123');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await userEvent.type(input, '4');
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('stores the PIN session end under pinCodeExp when the PIN is right', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: { checkPin: { expiresAt: EXPIRES_AT } } } }));
    renderWithProviders(<PinScreen />);
    await userEvent.type(screen.getByLabelText('PIN code'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pinCodeExp)).toBe(String(Date.parse(EXPIRES_AT))));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { variables: unknown };
    expect(body.variables).toEqual({ code: '2468' });
  });

  it('says the PIN is wrong and how many attempts are left, and empties the field', async () => {
    mockGraphQL(() => refusal('WRONG_PIN', { remainingAttempts: 2 }));
    renderWithProviders(<PinScreen />);
    await userEvent.type(screen.getByLabelText('PIN code'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN code. 2 attempts left.');
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.pinCodeExp)).toBeNull();
  });

  it('after too many wrong PINs says how long to wait and keeps OK disabled', async () => {
    mockGraphQL(() => refusal('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 840 }));
    renderWithProviders(<PinScreen />);
    await userEvent.type(screen.getByLabelText('PIN code'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PIN codes. Try again in 14 minutes.');
    await userEvent.type(screen.getByLabelText('PIN code'), '2222');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  });
});
