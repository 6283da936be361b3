import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLRequestError, NetworkError } from '../../lib/graphql-errors';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ActionError } from './action-error';

const refused = (code: string) => new GraphQLRequestError(200, [{ message: 'refused', extensions: { code } }]);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ActionError', () => {
  it('says nothing while the action has not failed', () => {
    renderWithProviders(<ActionError error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the failure's code in the reader's words under the action's title, never the server's English", () => {
    renderWithProviders(<ActionError error={refused('WRONG_CREDENTIALS')} title="Error!" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Wrong credentials');
    expect(alert).not.toHaveTextContent('refused');
  });

  it('speaks French, and says a lost connection as such', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<ActionError error={new NetworkError(new TypeError('Failed to fetch'))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pas de connexion au serveur.');
  });

  it('lets a screen that knows more describe the failure itself', () => {
    renderWithProviders(<ActionError error={refused('WRONG_PIN')} describe={() => 'Wrong PIN, 2 attempts left'} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN, 2 attempts left');
  });
});
